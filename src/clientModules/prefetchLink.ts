/**
 * Core's prefetch helper (`@docusaurus/core/lib/client/prefetch.js`: one `<link rel="prefetch">`
 * per chunk URL, or an XHR where the browser has no prefetch), replaced in docusaurus.config.ts
 * (first-load-size plugin). Same result for a chunk the page has not fetched yet, but:
 *
 * - Once per URL. Core adds a link for every chunk of every route it prefetches, and sibling
 *   routes share most of theirs (the docs layout, the version's sidebar, the page component):
 *   a docs page's sidebar made the same few URLs over and over.
 * - Not for a URL the page has already fetched (the Resource Timing API has an entry for it):
 *   the chunk is in the browser's cache.
 * - One link per idle job (src/utils/tasks.ts `whenIdle`). Adding a prefetch link costs about
 *   1 ms of main thread, as the browser starts the request there; a route's four to six links
 *   added together were a long task on a phone (Lighthouse's simulated mobile CPU).
 */
import {whenIdle} from '@site/src/utils/tasks';

function supportsPrefetchLinks(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

let useLinks: boolean | undefined;
const requested = new Map<string, Promise<void>>();

function alreadyFetched(url: string): boolean {
  return performance.getEntriesByName(new URL(url, window.location.href).href).length > 0;
}

function fetchWithLink(url: string, done: () => void): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'prefetch');
  link.setAttribute('href', url);
  link.onload = done;
  link.onerror = done; // A 404 is in the console anyway, as with core's helper.
  document.head.appendChild(link);
}

function fetchWithXhr(url: string, done: () => void): void {
  const request = new XMLHttpRequest();
  request.open('GET', url, true);
  request.withCredentials = true;
  request.onloadend = done;
  request.send(null);
}

/** Fetches `url` into the browser's cache; settles once fetched (or failed), never rejects. */
export default function prefetch(url: string): Promise<void> {
  let fetched = requested.get(url);
  if (!fetched) {
    fetched = new Promise<void>((resolve) => {
      // `first`: a route's links go before the next queued route is looked up.
      whenIdle(
        () => {
          if (alreadyFetched(url)) {
            resolve();
            return;
          }
          useLinks ??= supportsPrefetchLinks();
          (useLinks ? fetchWithLink : fetchWithXhr)(url, resolve);
        },
        {first: true},
      );
    });
    requested.set(url, fetched);
  }
  return fetched;
}
