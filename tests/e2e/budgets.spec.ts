/**
 * Network budget of a page load (issue 5): a page asks no other host for
 * anything (no web fonts, scripts, styles or images from elsewhere), except
 * the analytics script when the build was made with GTAG_TRACKING_ID.
 * Requests to other hosts are intercepted and recorded, never sent.
 * The byte budgets are in tests/unit/budgets.spec.ts.
 */
import {test, expect, type Page} from '@playwright/test';
import {FIRST_PAINT_PAGES, readBuiltHtml} from '../support/site';

const PAGES = [
  '/',
  '/docs/angular/introduction/intro',
  '/docs/react/introduction/intro',
  '/docs/vue/introduction/intro',
  '/docs/react/api/props',
  '/blog',
  '/privacy',
  '/search',
];

/** Analytics hosts, allowed only when the build includes the analytics script. */
const ANALYTICS = /^https:\/\/(www\.googletagmanager\.com|www\.google-analytics\.com)\//;
const analyticsBuilt = readBuiltHtml('/').includes('googletagmanager.com');

interface Outside {
  url: string;
  type: string;
}

async function recordOutsideRequests(page: Page, baseURL: string): Promise<Outside[]> {
  const outside: Outside[] = [];
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin,
    async (route) => {
      outside.push({url: route.request().url(), type: route.request().resourceType()});
      await route.abort();
    },
  );
  return outside;
}

for (const path of PAGES) {
  test(`loading ${path} asks no other host`, async ({page, baseURL}) => {
    const outside = await recordOutsideRequests(page, baseURL!);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const unexpected = outside.filter((r) => !(analyticsBuilt && ANALYTICS.test(r.url)));
    expect(unexpected, `requests to other hosts from ${path}`).toEqual([]);
    expect(
      fonts.filter((url) => !url.startsWith(new URL(baseURL!).origin)),
      'web fonts from other hosts',
    ).toEqual([]);
  });
}

test('the recorder sees a request to another host', async ({browser, baseURL}) => {
  // The site's Content-Security-Policy stops such a request before it leaves the page
  // (smoke.spec.ts fails on that violation), so the recorder itself is checked without the policy.
  const context = await browser.newContext({baseURL, bypassCSP: true});
  const page = await context.newPage();
  const outside = await recordOutsideRequests(page, baseURL!);
  await page.goto('/');
  await page.evaluate(() => fetch('https://fonts.example.com/font.woff2').catch(() => undefined));
  await expect.poll(() => outside.map((r) => r.url)).toContain('https://fonts.example.com/font.woff2');
  await context.close();
});

for (const path of FIRST_PAINT_PAGES) {
  test(`${path} paints after its page and stylesheet only, and keeps the rest for after the paint`, async ({
    page,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'request priorities come from the Chrome DevTools Protocol');
    // Each request with the priority Chrome gave it; the favicon is fetched by the browser, and shows here too.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, {url: string; priority: string; sentAt: number}>();
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.set(event.requestId, {
        url: event.request.url,
        priority: event.request.initialPriority,
        sentAt: event.wallTime * 1000,
      });
    });
    cdp.on('Network.resourceChangedPriority', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.priority = event.newPriority;
    });
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const firstPaint = await page.evaluate(
      () => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    );
    const urgent = [...requests.values()]
      .filter((r) => r.sentAt <= firstPaint && (r.priority === 'VeryHigh' || r.priority === 'High'))
      .map((r) => new URL(r.url).pathname.replace(/\.[0-9a-f]{8}\.css$/, '.css'));
    // Only the page and the one stylesheet: the logos and the favicon wait, the scripts come after the paint.
    expect(urgent, `high-priority requests of ${path} before its first paint`).toEqual([
      path,
      '/assets/css/styles.css',
    ]);
    const icon = await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'));
    expect(icon, 'the favicon is still the file under img/ once the page runs').toBe('/img/favicon.svg');
  });
}
