/**
 * The search, loaded with the first search: Pagefind's script (`<baseUrl>pagefind/pagefind.js`, from
 * src/plugins/search-index) and the site's ranking on top (src/lib/search/ranking.ts, shared with MCP).
 * Pagefind's `baseUrl` option prefixes the site's base, so a result's `url` is the browser's path.
 */
import {frameworkIds, type FrameworkId} from '@site/src/data/frameworks';
import {readStoredFramework} from '@site/src/data/frameworkSwitch/choice';
import importPagefind from './importPagefind';
import {PAGEFIND_OPTIONS, type Pagefind} from '../../lib/search/ranking';

export {countText, searchSite, type SearchGroups, type SearchHit} from '../../lib/search/ranking';

/** The framework whose results come first: the page's (`pathname` without base URL), else the chosen one. */
export function readerFramework(pathname: string): FrameworkId | null {
  const match = /^\/docs\/([^/]+)\//.exec(pathname);
  return frameworkIds.find((id) => id === match?.[1]) ?? readStoredFramework();
}

let loading: Promise<Pagefind> | undefined;

/** Loads Pagefind (its script, then its WebAssembly and index entry); results' URLs start with `baseUrl`. */
export function loadPagefind(scriptUrl: string, baseUrl: string): Promise<Pagefind> {
  loading ??= importPagefind<Pagefind>(scriptUrl).then(
    async (pagefind) => {
      await pagefind.options({...PAGEFIND_OPTIONS, baseUrl});
      await pagefind.init();
      return pagefind;
    },
    (error: unknown) => {
      loading = undefined; // offline or a new deploy: the next keystroke tries again
      throw error;
    },
  );
  return loading;
}
