/**
 * Helpers for the reader-facing UI journeys (tests/e2e/*.spec.ts): loading a
 * page until React has hydrated, intercepting third-party hosts, the
 * server-rendered h1 of a route, and the mobile menu.
 */
import {expect, type BrowserContext, type Locator, type Page} from '@playwright/test';
import {readBuiltHtml} from './site';

/** Width above which the site shows the desktop navbar (contract section 9: 996 px). */
export const DESKTOP_BREAKPOINT = 996;

/** Loads a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Intercepts every request that leaves 127.0.0.1/localhost: it is answered
 * with a stub page and never sent. Returns the list of intercepted URLs.
 */
export async function interceptExternalRequests(context: BrowserContext): Promise<string[]> {
  const intercepted: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      intercepted.push(route.request().url());
      await route.fulfill({status: 200, contentType: 'text/html', body: '<title>intercepted</title>'});
    },
  );
  return intercepted;
}

/** Text of the single h1 that `docusaurus build` wrote for a route. */
export function builtH1(path: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(readBuiltHtml(path));
  if (!match) throw new Error(`No h1 in the built HTML of ${path}`);
  return match[1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .trim();
}

/** Pathname of the page's current URL. */
export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** True when the page is laid out with the mobile navbar (menu toggle). */
export function isMobileWidth(page: Page): boolean {
  const width = page.viewportSize()?.width;
  if (width === undefined) throw new Error('The page has no fixed viewport');
  return width <= DESKTOP_BREAKPOINT;
}

export function mainNavbar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Main'});
}

export function menuToggle(page: Page): Locator {
  return page.getByRole('button', {name: 'Toggle navigation bar'});
}

/** The mobile menu panel (rendered only at mobile widths). */
export function mobileMenu(page: Page): Locator {
  return page.locator('.navbar-sidebar');
}

/** Opens the mobile menu and waits until it is shown. */
export async function openMobileMenu(page: Page): Promise<Locator> {
  await menuToggle(page).click();
  await expect(mainNavbar(page)).toHaveClass(/navbar-sidebar--show/);
  const menu = mobileMenu(page);
  await expect(menu).toBeVisible();
  return menu;
}

/** Vertical scroll position of the window. */
export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/**
 * Intercepts every request of `page` that is not for this machine (none is sent) and returns
 * their URLs: gtag.js is answered with `gtagScript`; any other host is refused (`abort`) or gets
 * an empty 204 (`empty`).
 */
export async function interceptAnalyticsHosts(
  page: Page,
  {gtagScript, others}: {gtagScript: string; others: 'abort' | 'empty'},
): Promise<string[]> {
  const intercepted: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const url = route.request().url();
      intercepted.push(url);
      if (new URL(url).hostname === 'www.googletagmanager.com') {
        return route.fulfill({status: 200, contentType: 'text/javascript', body: gtagScript});
      }
      return others === 'abort' ? route.abort('blockedbyclient') : route.fulfill({status: 204});
    },
  );
  return intercepted;
}
