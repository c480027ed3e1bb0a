/**
 * The site's search run in Node, as the MCP server's `search_docs` runs it (mcp/src/search.ts):
 * the Pagefind index of `build/` and the search box's own ranking (src/lib/search/ranking.ts).
 * Pagefind's script is an ES module named `.js` in a folder with no `"type": "module"`, so the
 * index is copied once per process to a temporary folder where the script is `pagefind.mjs`, as
 * `npm run mcp:build` copies it.
 */
import {copyFileSync, cpSync, existsSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {folderFiles} from '../../mcp/src/data';
import {INDEX_FOLDER, searcher, type SearchResult} from '../../mcp/src/search';
import type {Pagefind} from '../../src/lib/search/ranking';
import type {FrameworkId} from '../../src/data/frameworks';
import {BUILD_DIR} from './site';

let search: ((query: string, framework?: FrameworkId) => Promise<SearchResult[]>) | undefined;

/** The results of `query` for a reader of `framework`, that framework's first, as the box lists them. */
export function searchBuiltSite(query: string, framework: FrameworkId): Promise<SearchResult[]> {
  if (!search) {
    const index = join(BUILD_DIR, 'pagefind');
    if (!existsSync(join(index, 'pagefind.js')))
      throw new Error(`no search index in ${index}: run \`npm run build\` first`);
    const copy = mkdtempSync(join(tmpdir(), 'site-search-'));
    const folder = join(copy, INDEX_FOLDER);
    cpSync(index, folder, {recursive: true});
    copyFileSync(join(folder, 'pagefind.js'), join(folder, 'pagefind.mjs'));
    const script = pathToFileURL(join(folder, 'pagefind.mjs')).href;
    search = searcher(folderFiles(copy), () => import(script) as Promise<Pagefind>);
  }
  return search(query, framework);
}
