/**
 * `search_docs`: the site's search box, run in Node. The index is the one the
 * site's build writes (Pagefind, `build/pagefind/`, copied to the data folder
 * by `npm run mcp:build`) and the ranking is the search box's own
 * (src/lib/search/ranking.ts), so the server and the site answer a query
 * the same way.
 *
 * Pagefind's script reads its index with `fetch`, relative to its own URL.
 * Node's `fetch` has no `file:` scheme, so file URLs under the index folder are
 * answered from disk; every other request goes to Node's own `fetch`.
 */
import {readFile} from 'node:fs/promises';
import {decodeHTMLStrict} from 'entities';
import {join, sep} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {PAGEFIND_OPTIONS, searchSite, type Pagefind, type SearchHit} from '../../src/lib/search/ranking';
import type {FrameworkId} from '../../src/data/frameworks';

export interface SearchResult {
  readonly title: string;
  /** Path on the site (`/docs/react/api/props#prop-disabled`). */
  readonly url: string;
  readonly section?: string;
  /** Pagefind's excerpt as plain text: without its `<mark>` tags, its entities decoded (`<li>`, not `&lt;li&gt;`). */
  readonly excerpt: string;
  /** The framework of a result outside the one asked for. */
  readonly framework?: string;
  readonly member?: SearchHit['member'];
}

function answerFilesUnder(folder: string): void {
  const root = pathToFileURL(folder + sep).href;
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(root)) return nodeFetch(input, init);
    try {
      return new Response(await readFile(fileURLToPath(url.split(/[?#]/)[0]!)));
    } catch {
      return new Response(null, {status: 404});
    }
  };
}

/**
 * An excerpt as plain text. Pagefind hands out its excerpts as HTML: the page's text with `<` and `>`
 * escaped as entities and `<mark>` around the words found; an answer is plain text, so the marks go
 * and each entity becomes its character (`entities`, the decoder of cheerio's parser; strict: only an
 * entity ended by its `;`, so text such as `a=1&copy=2` stays as written).
 */
export const plainExcerpt = (html: string): string => decodeHTMLStrict(html.replace(/<\/?mark>/g, ''));

/** Loads the index once; later calls share it. */
export function searcher(
  siteDir: string,
): (query: string, framework?: FrameworkId) => Promise<SearchResult[]> {
  let loading: Promise<Pagefind> | undefined;
  const load = (): Promise<Pagefind> => {
    loading ??= (async () => {
      const folder = join(siteDir, 'pagefind');
      answerFilesUnder(folder);
      // The copy is named .mjs (mcp/scripts/build.mjs): Pagefind's script is an ES module.
      const pagefind = (await import(pathToFileURL(join(folder, 'pagefind.mjs')).href)) as Pagefind;
      await pagefind.options({...PAGEFIND_OPTIONS, basePath: pathToFileURL(folder + sep).href, baseUrl: '/'});
      await pagefind.init();
      return pagefind;
    })();
    return loading;
  };
  return async (query, framework) => {
    const groups = await searchSite(await load(), query, framework ?? null);
    return [...groups.first, ...groups.others].map((hit) => ({
      title: hit.title,
      url: hit.url,
      ...(hit.section ? {section: hit.section} : {}),
      excerpt: plainExcerpt(hit.excerpt),
      ...(hit.framework ? {framework: hit.framework} : {}),
      ...(hit.member ? {member: hit.member} : {}),
    }));
  };
}
