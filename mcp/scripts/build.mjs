#!/usr/bin/env node
/**
 * `npm run mcp:build`: compiles the server (mcp/src and the site modules it imports) into mcp/dist,
 * then writes its data folder, mcp/dist/data, from the site's sources and its last build (run
 * `npm run build` first): copies, not a second source:
 *
 *   library-facts.json   src/data/library-facts.json
 *   examples/            the example files src/data/examples.ts lists
 *   site/docs/**.md      the Markdown twins the build wrote (src/plugins/llms-txt)
 *   site/skills/         each package's SKILL.md the build wrote (src/plugins/llms-txt/skill.ts)
 *   site/pagefind/       the search index; pagefind.js copied as pagefind.mjs, an ES module for Node
 *   site.json            the site's address with its base path: the shortest one in build/sitemap.xml
 *
 * Then it adds to that site build the package (`npm pack`, at MCP_TARBALL_PATH), the first drafts'
 * server card and, with `MCP_URL`, the AI Catalog and mcp/dist/server.json (README.md, scripts/build.mjs).
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
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

if (!existsSync(join(BUILD, 'pagefind', 'pagefind.js')) || !existsSync(join(BUILD, 'docs'))) {
  console.error(`[ERROR] ${BUILD} holds no built site with its search index: run \`npm run build\` first.`);
  process.exit(1);
}

rmSync(DIST, {recursive: true, force: true});
execFileSync(
  process.execPath,
  [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(MCP, 'tsconfig.json')],
  {stdio: 'inherit'},
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
writeJson(join(DATA, 'site.json'), {siteUrl});

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
const {aiCatalog, CARD_SCHEMA, serverCard} = require(join(DIST, 'mcp', 'src', 'discovery.js'));
const remotes = mcpUrl ? serverCard(registry, mcpUrl, siteUrl).remotes : undefined;
const card = {
  $schema: CARD_SCHEMA,
  name: registry.name,
  title: registry.title,
  description: registry.description,
  version: registry.version,
  websiteUrl: siteUrl,
  packages: registry.packages,
  ...(remotes ? {remotes} : {}),
  install: {command, args, line: [command, ...args].join(' ')},
  tools: tools.map(({name, title, description, inputSchema}) => ({name, title, description, inputSchema})),
};
mkdirSync(join(BUILD, '.well-known', 'mcp'), {recursive: true});
writeJson(join(BUILD, '.well-known', 'mcp', 'server-card.json'), card);
if (mcpUrl) {
  writeJson(join(BUILD, '.well-known', 'ai-catalog.json'), aiCatalog(registry, mcpUrl));
  // The MCP registry's entry as published (publish-mcp.yml): the npm package and the remote beside it.
  writeJson(join(DIST, 'server.json'), {...registry, remotes: remotes.map(({type, url}) => ({type, url}))});
}

console.log(`[SUCCESS] MCP server in ${join('mcp', 'dist')}: node mcp/dist/mcp/src/index.js`);
console.log(
  `[SUCCESS] Served by the site build: ${MCP_TARBALL_PATH}, .well-known/mcp/server-card.json (${[command, ...args].join(' ')})`,
);
