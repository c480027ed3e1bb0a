/**
 * Analytics (contract section 7): a page view on each route change, to the
 * tracking ID the build was given, with IP anonymisation off. Runs on the
 * instrumented build (GTAG_TRACKING_ID=G-TEST123456). Every request to
 * another host is intercepted here and never sent; gtag.js is answered with
 * an empty script, so `window.dataLayer` keeps the raw `arguments` entries
 * that @docusaurus/plugin-google-gtag pushes.
 */
import {test, expect, type Page} from '@playwright/test';
import {interceptAnalyticsHosts} from '../support/journey';

const TRACKING_ID = 'G-TEST123456';

/** Intercepts every request that is not for this machine; returns their URLs. */
const interceptThirdParties = (page: Page) =>
  interceptAnalyticsHosts(page, {gtagScript: '/* intercepted */', others: 'abort'});

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((entry) =>
      Array.from(entry).map((value) => (value instanceof Date ? 'Date' : value)),
    ),
  );

const pageViews = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => entry[0] === 'set' || entry[0] === 'event');

test('every route change sends a page view; IP anonymisation is off; nothing leaves the machine @instrumented', async ({
  page,
}) => {
  const intercepted = await interceptThirdParties(page);
  await page.goto('/');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();

  await expect
    .poll(() => intercepted)
    .toContain(`https://www.googletagmanager.com/gtag/js?id=${TRACKING_ID}`);
  const initial = await dataLayer(page);
  expect(initial.slice(0, 2)).toEqual([
    ['js', 'Date'],
    ['config', TRACKING_ID, {}],
  ]);
  const config = initial[1]![2] as Record<string, unknown>;
  expect(config).not.toHaveProperty('anonymize_ip');
  expect(await pageViews(page), 'the first page load sends no extra page view').toEqual([]);

  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Vue docs'}).click();
  await expect(page).toHaveURL(/\/docs\/vue\/introduction\/intro$/);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      ['set', 'page_path', '/docs/vue/introduction/intro'],
      ['event', 'page_view'],
    ]);

  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      ['set', 'page_path', '/docs/vue/introduction/intro'],
      ['event', 'page_view'],
      ['set', 'page_path', '/blog'],
      ['event', 'page_view'],
    ]);

  // The builder writes its options into the address: the same page, no page view.
  await page.goto('/docs/react/examples/stackblitz');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const viewsBefore = (await pageViews(page)).length;
  const builder = page.getByRole('region', {name: /^Build your React/});
  await builder.getByRole('checkbox', {name: 'showClearOption'}).click();
  await expect(page).toHaveURL(/showClearOption=/);
  await page.waitForTimeout(500);
  expect(await pageViews(page), 'a query-only change sends no page view').toHaveLength(viewsBefore);

  const hosts = new Set(intercepted.map((url) => new URL(url).hostname));
  expect([...hosts]).toEqual(['www.googletagmanager.com']);
});

test('the production build has no analytics', async ({request}) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('googletagmanager');
  expect(html).not.toContain('gtag(');
});
