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
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, renameSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath, URL} from 'node:url';

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
console.log(`[SUCCESS] MCP server in ${join('mcp', 'dist')}: node mcp/dist/mcp/src/index.js`);
