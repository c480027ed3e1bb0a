/**
 * The every-URL walk (also run by the `speed-layer-off` project against the
 * site built without its speed layer): each URL of build/sitemap.xml plus /docs and the
 * not-found page loads with the right HTTP status, hydrates, has exactly one
 * h1, logs no console or page error, and has no axe-core violation of WCAG
 * 2.0/2.1 A and AA, and breaks no rule of the production Content-Security-Policy
 * (the test server sends build/_headers).
 *
 * The `speed-layer-off` project's build is also made under the base path
 * `/autocomplete/` (scripts/build-without-speed-layer.mjs, as on a GitHub Pages
 * project site) and served under it, so its walk also proves the site follows
 * BASE_URL: every request of every page stays under the base, every link on a
 * page points under it, no same-origin request fails, every link and asset the
 * built pages name resolves, the search's results point under it, an unknown
 * path under it shows the not-found page, and the live preview's frame loads from it.
 *
 * axe runs once per URL in the desktop project, as Starlight does, in dark
 * mode (the default): every WCAG rule on every page, except colour contrast on
 * the copies of a page template (see templateCopies), since contrast depends
 * on the template and the colours, not on the words. Each template's first
 * copy is also measured for contrast in light mode (the other rules do not
 * depend on the colours). On a page with several code blocks of one language
 * axe checks the first (same markup, same token colours; the usage pages'
 * examples took up to 25 s each). The mobile project runs the dark-mode checks
 * on a few representative pages (home, the longest API page, an install page
 * with tabs and code), where the layout differs.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test as base, expect, type Page, type Request, type Response} from '@playwright/test';
import * as cheerio from 'cheerio';
import {sitemapPaths} from '../support/site';
import {watchErrors} from '../support/errors';
import {axeViolations, useColorMode} from '../support/axe';
import {collectCspViolations} from '../support/csp';
import {filesUnder} from '../support/files';
import {serveCdn} from '../support/cdn';
import {frameworkIds} from '../../src/data/frameworks';
import {WITHOUT_LAYER_BASE_URL} from '../../scripts/test-builds.cjs';

/**
 * The walk's tab: one per worker, each URL loaded in it in turn, as a reader moves through the
 * site (the worker's first URL loads cold). A new browser context per URL (Playwright's `page`)
 * spent about half a second starting a renderer and compiling the bundles again, for each of about
 * 140 URLs; every check below is still made on each URL's own load. The tab is opened again
 * if a test closed or crashed it, and a failing URL's screenshot is attached.
 */
const test = base.extend<{tab: Tab}, {workerTab: {tab?: Tab}}>({
  workerTab: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const holder: {tab?: Tab} = {};
      await use(holder);
      await holder.tab?.page.context().close();
    },
    {scope: 'worker'},
  ],
  tab: async ({browser, workerTab}, use, testInfo) => {
    if (!workerTab.tab || workerTab.tab.page.isClosed()) {
      const {viewport, hasTouch, colorScheme, baseURL} = testInfo.project.use;
      const context = await browser.newContext({viewport, hasTouch, colorScheme, baseURL});
      workerTab.tab = await openTab(await context.newPage());
    }
    await use(workerTab.tab);
    if (testInfo.status !== testInfo.expectedStatus && !workerTab.tab.page.isClosed()) {
      await testInfo.attach('screenshot', {
        body: await workerTab.tab.page.screenshot(),
        contentType: 'image/png',
      });
    }
  },
});

const NOT_FOUND_PATH = '/docs/react/no-such-page';
const MOBILE_PATHS = ['/', '/docs/angular/api/input_props', '/docs/react/installation/install'];

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 996;

/**
 * Light mode, switched with the navbar toggle (React re-renders the code
 * blocks in their light theme, no reload): the colour-contrast rule only.
 */
async function expectContrastInLightMode(page: Page, path: string): Promise<void> {
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('button', {name: /Switch between dark and light mode/})
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // The navbar's colours fade (CSS transitions): measure once they have settled.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  expect(
    await axeViolations(page, {rules: ['color-contrast'], oneCodeBlockPerLanguage: true}),
    `colour-contrast violations on ${path} in light mode`,
  ).toEqual([]);
}

/**
 * The `speed-layer-off` project walks the same pages built without the speed layer, which changes
 * how a page loads, not its content, markup or colours: every URL but the copies of a template that
 * another framework's page is (templateCopies) is loaded, hydrated, checked for errors and the
 * policy, and put through axe (the desktop walk runs axe on every URL, and the light-mode contrast
 * too); every link and asset of every built page is resolved under the base path.
 */
const withoutLayer = (project: string) => project === 'speed-layer-off';

/** The base path the project's build is served under; the walked paths are paths inside the site. */
const baseOf = (project: string) => (withoutLayer(project) ? WITHOUT_LAYER_BASE_URL : '/');
/** `/docs/a` under `/autocomplete/` → `/autocomplete/docs/a`. */
const under = (base: string, path: string) => base + path.slice(1);

/**
 * The page's requests to the test server outside `base`, and the server's answers with an error
 * status (the not-found page's own document excepted), as they happen, until `stop()`.
 */
function watchRequests(page: Page, base: string): {outside: string[]; failed: string[]; stop: () => void} {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const outside: string[] = [];
  const failed: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === origin && !url.pathname.startsWith(base)) outside.push(request.url());
  };
  const onResponse = (response: Response) => {
    if (new URL(response.url()).origin !== origin || response.status() < 400) return;
    if (response.request().isNavigationRequest() && response.status() === 404) return;
    failed.push(`${response.status()} ${response.url()}`);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  return {
    outside,
    failed,
    stop: () => {
      page.off('request', onRequest);
      page.off('response', onResponse);
    },
  };
}

/** A tab the walk loads pages in: dark mode on every load, and its policy violations as they come. */
interface Tab {
  page: Page;
  cspViolations: string[];
}

async function openTab(page: Page): Promise<Tab> {
  const cspViolations = await collectCspViolations(page);
  await useColorMode(page, 'dark');
  return {page, cspViolations};
}

async function walk(tab: Tab, path: string, status: number, project = ''): Promise<void> {
  const {page, cspViolations} = tab;
  cspViolations.length = 0;
  const base = baseOf(project);
  // The tab outlives the test: its listeners for this URL are removed when the checks end.
  const {errors, stop: stopErrors} = watchErrors(page);
  const requests = watchRequests(page, base);
  try {
    const response = await page.goto(under(base, path));
    expect(response?.status(), `HTTP status of ${path}`).toBe(status);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('h1')).toHaveCount(1);
    const contrast = !isDesktop(page) || !templateCopies.has(path);
    expect(
      await axeViolations(page, {oneCodeBlockPerLanguage: true, withoutContrast: !contrast}),
      `axe violations on ${path} in dark mode`,
    ).toEqual([]);
    if (isDesktop(page) && contrast && !withoutLayer(project)) await expectContrastInLightMode(page, path);
    // Chromium reports the 404 response of the not-found page itself as a console error.
    const unexpected = errors.filter((error) => status !== 404 || !error.includes('404 (Not Found)'));
    expect(unexpected, `console or page errors on ${path}`).toEqual([]);
    expect(cspViolations, `Content-Security-Policy violations on ${path}`).toEqual([]);
    if (withoutLayer(project)) {
      const origin = new URL(page.url()).origin;
      const links = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      const astray = links.filter((href) => {
        const url = new URL(href);
        return url.origin === origin && !url.pathname.startsWith(base);
      });
      expect(astray, `links on ${path} outside ${base}`).toEqual([]);
      expect(requests.outside, `requests of ${path} outside ${base}`).toEqual([]);
      expect(requests.failed, `failed requests of ${path}`).toEqual([]);
    }
  } finally {
    stopErrors();
    requests.stop();
  }
}

// The compare page and the usage pages still take 10-15 s each on a 2-core machine.
test.describe.configure({timeout: 60_000});

const paths = [...new Set([...sitemapPaths(), '/docs'])];

/**
 * Copies of a page template, whose colour contrast another page measures: the blog tag
 * pages after the first, and a framework page when the framework listed before it has the
 * same page (its React and Vue copies render the same partial with the same components).
 */
const templateCopies = new Set(
  paths.filter((path) => {
    if (/^\/blog\/tags\/./.test(path)) return path !== paths.find((p) => /^\/blog\/tags\/./.test(p));
    const index = frameworkIds.findIndex((id) => path.startsWith(`/docs/${id}/`));
    if (index < 0) return false;
    const rest = path.slice(`/docs/${frameworkIds[index]}`.length);
    return frameworkIds.slice(0, index).some((id) => paths.includes(`/docs/${id}${rest}`));
  }),
);

for (const path of paths) {
  test(`renders ${path}`, async ({tab}, testInfo) => {
    test.skip(!isDesktop(tab.page) && !MOBILE_PATHS.includes(path), 'desktop only: the layout is the same');
    // Without the layer a page loads differently, not with other content: each template's first copy
    // is walked, and every link and asset of every built page is resolved below (`under the base path`).
    test.skip(
      withoutLayer(testInfo.project.name) && templateCopies.has(path),
      'a copy of a template another framework walks',
    );
    await walk(tab, path, 200, testInfo.project.name);
  });
}

test('the speed-layer-off project walks a site built without the layer', async ({page}, testInfo) => {
  test.skip(testInfo.project.name !== 'speed-layer-off', 'only the site built with SPEED_LAYER=off');
  // Without the layer, the stock page template loads the bundles with <script defer> tags.
  const html = await (await page.request.get(WITHOUT_LAYER_BASE_URL)).text();
  expect(html).toMatch(
    new RegExp(`<script src=${WITHOUT_LAYER_BASE_URL}assets/js/main\\.[0-9a-f]+\\.js defer>`),
  );
});

test('an unknown path is a 404 with the not-found page', async ({page}, testInfo) => {
  await walk(await openTab(page), NOT_FOUND_PATH, 404, testInfo.project.name);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

/** The base-path checks that need more than a page load: only the build made under a base path. */
test.describe('under the base path', () => {
  test.beforeEach(() => {
    test.skip(
      !withoutLayer(test.info().project.name),
      `only the build served under ${WITHOUT_LAYER_BASE_URL}`,
    );
  });
  const base = WITHOUT_LAYER_BASE_URL;

  test('every link and asset the built pages name resolves under the base', async ({page}) => {
    const dir = join(__dirname, '..', '..', 'build-without-speed-layer');
    const targets = new Set<string>();
    for (const file of filesUnder(dir, (name) => name.endsWith('.html'))) {
      const $ = cheerio.load(readFileSync(file, 'utf8'));
      $('a[href], link[href], script[src], img[src], iframe[src], source[srcset]').each((_, element) => {
        const value = $(element).attr('href') ?? $(element).attr('src') ?? '';
        if (!value.startsWith('/') || value.startsWith('//')) return;
        targets.add(value.replace(/#.*$/, ''));
      });
    }
    expect(targets.size).toBeGreaterThan(100);
    const astray = [...targets].filter((target) => !target.startsWith(base));
    expect(astray, `root paths outside ${base} in the built pages`).toEqual([]);
    const answer = async (target: string): Promise<string | null> => {
      const response = await page.request.head(target, {maxRedirects: 0});
      // A redirect (301) of a clean URL stays under the base; the server answers the rest.
      const location = response.headers().location;
      if (response.status() === 301 && location?.startsWith(base)) return null;
      return response.status() === 200 ? null : `${response.status()} ${target}`;
    };
    const list = [...targets];
    const broken: string[] = [];
    for (let at = 0; at < list.length; at += 16) {
      const answers = await Promise.all(list.slice(at, at + 16).map(answer));
      broken.push(...answers.filter((line): line is string => line !== null));
    }
    expect(broken, 'links and assets that do not resolve').toEqual([]);
  });

  test('a path outside the base is not the site', async ({page}) => {
    const response = await page.request.get('/docs/react/introduction/intro');
    expect(response.status()).toBe(404);
  });

  test('a search finds results under the base, and opening one stays there', async ({page}) => {
    const requests = watchRequests(page, base);
    await page.goto(`${base}docs/react/introduction/intro`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await box.click();
    await box.pressSequentially('clear button', {delay: 20});
    const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
    await expect(options.first()).toBeVisible({timeout: 15_000});
    const hrefs = await options.evaluateAll((items) => items.map((item) => item.getAttribute('data-href')!));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(hrefs.filter((href) => !href.startsWith(`${base}docs/`))).toEqual([]);
    // The reader's framework (React, from the page's path inside the site) comes first.
    expect(hrefs[0]).toMatch(new RegExp(`^${base}docs/react/`));
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === hrefs[0]);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // The search page's results are links under the base too.
    await page.goto(`${base}search?q=scrollThreshold`);
    const links = page.locator('main li a');
    await expect(links.first()).toBeVisible({timeout: 15_000});
    const pageHrefs = await links.evaluateAll((as) =>
      as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(pageHrefs.filter((href) => !href.startsWith(`${base}docs/`))).toEqual([]);
    expect(requests.outside).toEqual([]);
    expect(requests.failed).toEqual([]);
  });

  test("the live preview's frame loads from under the base and runs", async ({page, context}) => {
    await serveCdn(context);
    const requests = watchRequests(page, base);
    await page.goto(`${base}docs/react/examples/stackblitz`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    const region = page.getByRole('region', {name: 'Build your React file'});
    await expect(region.getByRole('radio', {name: /^Strings/})).toBeEnabled();
    await region.getByRole('button', {name: 'Preview live'}).click();
    const frame = page.locator('iframe[title^="Live preview"]');
    const src = new URL((await frame.getAttribute('src'))!, page.url());
    expect(src.pathname).toBe(`${base}preview`);
    // The frame posts to the page's origin, named in its address; its component renders.
    expect(src.searchParams.get('parent')).toBe(new URL(page.url()).origin);
    await expect(page.frameLocator('iframe[title^="Live preview"]').locator('input')).toBeVisible();
    expect(requests.outside).toEqual([]);
    expect(requests.failed).toEqual([]);
  });
});
