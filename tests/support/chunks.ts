/**
 * Which JS chunks a route needs, asked from the site itself:
 * core's `window.docusaurus.prefetch(path)` adds a `<link rel="prefetch">`
 * per chunk of the route (its promise settles once they are fetched); the
 * links the page had before are not counted. This runs in a throwaway
 * browser context so the test's own page and HTTP cache are untouched.
 */
import type {Browser} from '@playwright/test';

export async function routeChunkUrls(browser: Browser, baseURL: string, path: string): Promise<string[]> {
  const context = await browser.newContext({baseURL});
  try {
    const page = await context.newPage();
    // Links prefetch when an IntersectionObserver says they are visible; one
    // that never calls back keeps the page from prefetching anything itself.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    await page.goto('/markdown-page');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const urls = await page.evaluate(async (target) => {
      const hrefs = () =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((l) => l.href);
      const before = new Set(hrefs());
      await window.docusaurus.prefetch(target);
      return hrefs().filter((href) => !before.has(href));
    }, path);
    if (urls.length === 0) throw new Error(`No chunk found for ${path}: was it prefetched already?`);
    return urls.map((url) => new URL(url).pathname);
  } finally {
    await context.close();
  }
}

/** Chunks that `path` needs and `sibling` does not: the page's own content and metadata. */
export async function pageOwnChunks(
  browser: Browser,
  baseURL: string,
  path: string,
  sibling: string,
): Promise<string[]> {
  const [own, other] = await Promise.all([
    routeChunkUrls(browser, baseURL, path),
    routeChunkUrls(browser, baseURL, sibling),
  ]);
  const shared = new Set(other);
  const result = own.filter((url) => !shared.has(url));
  if (result.length === 0) throw new Error(`${path} has no chunk of its own compared with ${sibling}.`);
  return result;
}
