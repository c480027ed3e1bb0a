/**
 * `search_docs`: the site's Pagefind index ranked as the search box ranks it. Pagefind fetches its index
 * below a made-up address (`INDEX_URL`), answered from the server's data; other requests go to `fetch`.
 */
import {decodeHTMLStrict} from 'entities';
import {PAGEFIND_OPTIONS, searchSite, type Pagefind, type SearchHit} from '../../src/lib/search/ranking';
import type {FrameworkId} from '../../src/data/frameworks';
import type {DataFiles} from './data';

/** Where Pagefind believes its index is; nothing is ever fetched from it. */
const INDEX_URL = 'https://pagefind.data.invalid/';
export const INDEX_FOLDER = 'site/pagefind';

export interface SearchResult {
  readonly title: string;
  /** Path on the site (`/docs/react/api/props#prop-disabled`). */
  readonly url: string;
  readonly section?: string;
  /** Plain text (`<li>`, not `&lt;li&gt;`). */
  readonly excerpt: string;
  /** The framework of a result outside the one asked for. */
  readonly framework?: string;
  readonly member?: SearchHit['member'];
}

function answerIndexFrom(files: DataFiles): void {
  const next = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(INDEX_URL)) return next(input, init);
    const bytes = files.bytes(`${INDEX_FOLDER}/${url.slice(INDEX_URL.length).split(/[?#]/)[0]}`);
    return bytes ? new Response(bytes) : new Response(null, {status: 404});
  };
}

/**
 * Pagefind's HTML excerpt as plain text: the `<mark>`s out, entities decoded (strict: only an entity
 * ended by its `;`, so text such as `a=1&copy=2` stays as written).
 */
const plainExcerpt = (html: string): string => decodeHTMLStrict(html.replace(/<\/?mark>/g, ''));

export type Searcher = (query: string, framework?: FrameworkId) => Promise<SearchResult[]>;

/** `script` gives Pagefind's script (imported from disk or bundled); the index is loaded at the first query. */
export function searcher(files: DataFiles, script: () => Promise<Pagefind>): Searcher {
  let loading: Promise<Pagefind> | undefined;
  const load = () =>
    (loading ??= (async () => {
      answerIndexFrom(files);
      const pagefind = await script();
      await pagefind.options({...PAGEFIND_OPTIONS, basePath: INDEX_URL, baseUrl: '/'});
      await pagefind.init();
      return pagefind;
    })());
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
