#!/usr/bin/env node
/**
 * `npm run mcp:build`: compiles the server (mcp/src and the site modules it
 * imports) into mcp/dist, then writes its data folder, mcp/dist/data, from the
 * site's own sources and its last build (run `npm run build` first):
 *
 *   library-facts.json   src/data/library-facts.json
 *   examples/            the example files src/data/examples.ts lists
 *   site/docs/**.md      the Markdown twins the build wrote (src/plugins/llms-txt)
 *   site/skills/         each package's SKILL.md the build wrote (src/plugins/llms-txt/skill.ts)
 *   site/pagefind/       the search index the build wrote (src/plugins/search-index);
 *                        pagefind.js copied as pagefind.mjs, an ES module for Node
 *   site.json            the site's address with its base path (SITE_URL + BASE_URL of the
 *                        build): the home page's address in build/sitemap.xml, the shortest one
 *
 * Copies, not a second source: the data is rebuilt from the site each time.
 *
 * Then it adds the server to that site build, so the site serves it (issue 46):
 *
 *   mcp/autocomplete-plugins-mcp.tgz    `npm pack` of mcp/ (the data inside), under the stable
 *                                       name src/data/assistants.ts gives (MCP_TARBALL_PATH):
 *                                       `npx -y <SITE_URL><BASE_URL>mcp/autocomplete-plugins-mcp.tgz`
 *   .well-known/mcp/server-card.json    the server card of the first drafts: name, version, the
 *                                       install line and the tools as the built server lists them
 *                                       (tools/list); with `MCP_URL`, the remote too
 *   .well-known/ai-catalog.json         with `MCP_URL` only: the AI Catalog listing the card the
 *                                       remote endpoint serves at `<MCP_URL>/server-card`
 *                                       (mcp/src/discovery.ts; the edge worker serves its own)
 *
 * and, with `MCP_URL`, mcp/dist/server.json: mcp/server.json with the remote under `remotes`, the
 * entry publish-mcp.yml publishes.
 */
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  renameSync,
} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath, URL} from 'node:url';
import {importTs} from '../../scripts/ts-hooks.mjs';

const MCP = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(MCP, '..');
const BUILD = join(ROOT, process.env.MCP_SITE_BUILD ?? 'build');
const DIST = join(MCP, 'dist');
const DATA = join(DIST, 'data');

if (!existsSync(join(BUILD, 'pagefind', 'pagefind.js')) || !existsSync(join(BUILD, 'docs'))) {
  console.error(`[ERROR] ${BUILD} holds no built site with its search index: run \`npm run build\` first.`);
  process.exit(1);
}

rmSync(DIST, {recursive: true, force: true});
execFileSync(
  process.execPath,
  [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(MCP, 'tsconfig.json')],
  {
    stdio: 'inherit',
  },
);

mkdirSync(DATA, {recursive: true});
cpSync(join(ROOT, 'src', 'data', 'library-facts.json'), join(DATA, 'library-facts.json'));
cpSync(join(ROOT, 'examples'), join(DATA, 'examples'), {
  recursive: true,
  filter: (source) => !source.includes(`${join('examples', 'stackblitz')}`) && !source.endsWith('README.md'),
});
cpSync(join(BUILD, 'docs'), join(DATA, 'site', 'docs'), {
  recursive: true,
  filter: (source) => !/\.html$/.test(source),
});
cpSync(join(BUILD, 'pagefind'), join(DATA, 'site', 'pagefind'), {recursive: true});
cpSync(join(BUILD, 'skills'), join(DATA, 'site', 'skills'), {recursive: true});
renameSync(join(DATA, 'site', 'pagefind', 'pagefind.js'), join(DATA, 'site', 'pagefind', 'pagefind.mjs'));
const sitemap = readFileSync(join(BUILD, 'sitemap.xml'), 'utf8');
// Every page's address starts with the home page's, `<SITE_URL><BASE_URL>`: the shortest one.
const home = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => match[1])
  .sort((a, b) => a.length - b.length)[0];
if (!home) {
  console.error('[ERROR] build/sitemap.xml lists no page: the site address is unknown.');
  process.exit(1);
}
const siteUrl = new URL(home).href.replace(/\/?$/, '/');
writeFileSync(join(DATA, 'site.json'), `${JSON.stringify({siteUrl}, null, 2)}\n`);

// The package, as npm would publish it, served by the site under a name without the version.
const require = createRequire(import.meta.url);
const {MCP_TARBALL_PATH, mcpCommand} = require(join(DIST, 'src', 'data', 'assistants.js'));
const packed = mkdtempSync(join(tmpdir(), 'mcp-pack-'));
const [{filename}] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--pack-destination', packed], {cwd: MCP, encoding: 'utf8'}),
);
mkdirSync(dirname(join(BUILD, MCP_TARBALL_PATH)), {recursive: true});
cpSync(join(packed, filename), join(BUILD, MCP_TARBALL_PATH));
rmSync(packed, {recursive: true, force: true});
// The build's _headers (src/plugins/security-headers) listed build/ before this folder was added:
// it revalidates, as every other entry at the top of the build does.
const headersFile = join(BUILD, '_headers');
if (existsSync(headersFile)) {
  const {REVALIDATE} = require(join(ROOT, 'src', 'plugins', 'security-headers', 'policy.cjs'));
  const pattern = `${new URL(siteUrl).pathname}${MCP_TARBALL_PATH.split('/')[0]}/*`;
  const headers = readFileSync(headersFile, 'utf8');
  if (!headers.split('\n').includes(pattern))
    writeFileSync(headersFile, `${headers}\n${pattern}\n  Cache-Control: ${REVALIDATE}\n`);
}

// The server card, from the built server's own answers.
const {Client} = require('@modelcontextprotocol/sdk/client/index.js');
const {StdioClientTransport} = require('@modelcontextprotocol/sdk/client/stdio.js');
const pkg = JSON.parse(readFileSync(join(MCP, 'package.json'), 'utf8'));
// The MCP registry's entry (mcp/server.json): the card names the server as the registry does.
const registry = JSON.parse(readFileSync(join(MCP, 'server.json'), 'utf8'));
const client = new Client({name: 'mcp-build', version: pkg.version});
await client.connect(
  new StdioClientTransport({
    command: process.execPath,
    args: [join(DIST, 'mcp', 'src', 'index.js')],
    stderr: 'inherit',
  }),
);
const {tools} = await client.listTools();
await client.close();
const {command, args} = mcpCommand(siteUrl);
// The remote endpoint, as the site's build reads it (MCP_URL, src/config/siteAddress.ts).
const {mcpUrl} = (await importTs('src/config/siteAddress.ts')).siteAddressFromEnv();
const {aiCatalog, serverCard} = require(join(DIST, 'mcp', 'src', 'discovery.js'));
const card = {
  $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
  name: registry.name,
  title: registry.title,
  description: registry.description,
  version: registry.version,
  websiteUrl: siteUrl,
  packages: registry.packages,
  ...(mcpUrl ? {remotes: serverCard(registry, mcpUrl, siteUrl).remotes} : {}),
  install: {command, args, line: [command, ...args].join(' ')},
  tools: tools.map(({name, title, description, inputSchema}) => ({name, title, description, inputSchema})),
};
mkdirSync(join(BUILD, '.well-known', 'mcp'), {recursive: true});
writeFileSync(join(BUILD, '.well-known', 'mcp', 'server-card.json'), `${JSON.stringify(card, null, 2)}\n`);
if (mcpUrl) {
  writeFileSync(
    join(BUILD, '.well-known', 'ai-catalog.json'),
    `${JSON.stringify(aiCatalog(registry, mcpUrl), null, 2)}\n`,
  );
  // The MCP registry's entry as published (publish-mcp.yml): the npm package and the remote beside it.
  const remotes = serverCard(registry, mcpUrl, siteUrl).remotes.map(({type, url}) => ({type, url}));
  writeFileSync(join(DIST, 'server.json'), `${JSON.stringify({...registry, remotes}, null, 2)}\n`);
}

console.log(`[SUCCESS] MCP server in ${join('mcp', 'dist')}: node mcp/dist/mcp/src/index.js`);
console.log(
  `[SUCCESS] Served by the site build: ${MCP_TARBALL_PATH}, .well-known/mcp/server-card.json (${[command, ...args].join(' ')})`,
);
