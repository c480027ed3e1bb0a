/**
 * The production security headers in a real browser (issue 20): the server
 * applies build/_headers as Netlify and Cloudflare Pages do
 * (scripts/serve.mjs), so these journeys run under the policy readers get.
 * The every-URL walk (smoke.spec.ts) fails on any violation as well.
 */
import {test, expect, type Page} from '@playwright/test';
import {collectCspViolations} from '../support/csp';
import {gotoHydrated, interceptAnalyticsHosts} from '../support/journey';
import {pageOwnChunks} from '../support/chunks';

const INTRO = '/docs/react/introduction/intro';

// The policy is the same at every width; one run is enough (the mobile project walks every URL in smoke.spec.ts).
test.skip(({viewport}) => (viewport?.width ?? 0) <= 996, 'desktop only');

test('pages and hashed assets carry the production headers', async ({request, page}) => {
  const html = await request.get(INTRO);
  const headers = html.headers();
  expect(headers['content-security-policy']).toMatch(
    /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/,
  );
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');

  // An unknown path: the not-found page, whose policy is in its <meta>, and no framing.
  const notFound = await request.get('/docs/react/no-such-page');
  expect(notFound.status()).toBe(404);
  expect(notFound.headers()['x-frame-options']).toBe('DENY');
  expect(await notFound.text()).toMatch(
    /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'/,
  );

  await gotoHydrated(page, INTRO);
  const script = await page.locator('script[src^="/assets/js/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  // A script needs no page policy: about 1.5 KB less on every asset response.
  expect(asset.headers()['content-security-policy']).toBeUndefined();
});

test('search (its index and worker) and the progress bar work under the policy', async ({
  page,
  browser,
  baseURL,
}) => {
  const violations = await collectCspViolations(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await gotoHydrated(page, INTRO);

  const search = page.getByRole('combobox', {name: 'Search the docs'});
  await search.click();
  await search.pressSequentially('introduction', {delay: 30});
  // Pagefind compiles its WebAssembly in its worker: allowed by 'wasm-unsafe-eval'.
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  expect(workers.length, 'the search ran in its worker').toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // The privacy page's own chunks arrive late, so the route change shows the progress bar.
  const chunks = await pageOwnChunks(browser, baseURL!, '/privacy', '/terms');
  await page.route(
    (url) => chunks.includes(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  await page.locator('footer').getByRole('link', {name: 'Privacy Policy'}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Privacy/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('a StackBlitz form post is allowed by the policy', async ({page, context}) => {
  const violations = await collectCspViolations(page);
  const posted: string[] = [];
  await context.route('https://stackblitz.com/**', async (route) => {
    posted.push(`${route.request().method()} ${route.request().url()}`);
    await route.fulfill({status: 200, contentType: 'text/html', body: '<title>intercepted</title>'});
  });
  await gotoHydrated(page, INTRO);
  // What @stackblitz/sdk's openProject({newWindow: true}) does (src/generate.ts,
  // openNewProject): a hidden form, hidden with a style attribute, posted to a new tab.
  const popup = page.waitForEvent('popup');
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.setAttribute('style', 'display:none!important;');
    form.action = 'https://stackblitz.com/run';
    form.target = '_blank';
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'project[title]';
    input.value = 'example';
    form.append(input);
    document.body.appendChild(form);
    form.submit();
    document.body.removeChild(form);
  });
  await (await popup).waitForLoadState();
  expect(posted).toEqual(['POST https://stackblitz.com/run']);
  expect(violations).toEqual([]);
});

test('without the headers (GitHub Pages), the meta policy still blocks a script it does not list', async ({
  page,
}) => {
  const violations = await collectCspViolations(page);
  await page.route('**/privacy', async (route) => {
    const response = await route.fetch();
    const headers = {...response.headers()};
    delete headers['content-security-policy'];
    delete headers['content-encoding'];
    delete headers['content-length'];
    const body = (await response.text()).replace('</body>', '<script>window.injected=true</script></body>');
    await route.fulfill({status: response.status(), headers, body});
  });
  const response = await page.goto('/privacy');
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  expect(await page.evaluate(() => (window as {injected?: boolean}).injected)).toBeUndefined();
  expect(violations).toHaveLength(1);
  expect(violations[0]).toMatch(/^script-src-elem blocked inline /);
});

/** gtag.js answered with what it sends for a page view: a collect request to GA4. */
const interceptAnalytics = (page: Page) =>
  interceptAnalyticsHosts(page, {
    gtagScript:
      "fetch('https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST123456&en=page_view',{method:'POST',mode:'no-cors',keepalive:true}).catch(function(){});",
    others: 'empty',
  });

test('with analytics, gtag.js and its collect request are allowed by the policy @instrumented', async ({
  page,
}) => {
  const violations = await collectCspViolations(page);
  const intercepted = await interceptAnalytics(page);
  await gotoHydrated(page, '/');
  await expect
    .poll(() => intercepted)
    .toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123456',
      'https://region1.google-analytics.com/g/collect?v=2&tid=G-TEST123456&en=page_view',
    ]);
  expect(violations).toEqual([]);
});
