/**
 * The every-URL walk (also run by the `speed-layer-off` project against the
 * site built without its speed layer): each URL of build/sitemap.xml plus /docs and the
 * not-found page loads with the right HTTP status, hydrates, has exactly one
 * h1, logs no console or page error, and has no axe-core violation of WCAG
 * 2.0/2.1 A and AA, and breaks no rule of the production Content-Security-Policy
 * (the test server sends build/_headers).
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
import {test, expect, type Page} from '@playwright/test';
import {sitemapPaths} from '../support/site';
import {collectErrors} from '../support/errors';
import {axeViolations, useColorMode} from '../support/axe';
import {collectCspViolations} from '../support/csp';
import {frameworkIds} from '../../src/data/frameworks';

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
 * how a page loads, not its content, markup or colours: every URL is loaded, hydrated and checked
 * for errors and the policy, and axe runs on the first copy of each template (the desktop walk runs
 * it on every URL, and the light-mode contrast too).
 */
const withoutLayer = (project: string) => project === 'speed-layer-off';

async function walk(page: Page, path: string, status: number, project = ''): Promise<void> {
  const errors = collectErrors(page);
  const cspViolations = await collectCspViolations(page);
  await useColorMode(page, 'dark');
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(status);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('h1')).toHaveCount(1);
  const contrast = !isDesktop(page) || !templateCopies.has(path);
  if (!withoutLayer(project) || !templateCopies.has(path)) {
    expect(
      await axeViolations(page, {oneCodeBlockPerLanguage: true, withoutContrast: !contrast}),
      `axe violations on ${path} in dark mode`,
    ).toEqual([]);
  }
  if (isDesktop(page) && contrast && !withoutLayer(project)) await expectContrastInLightMode(page, path);
  // Chromium reports the 404 response of the not-found page itself as a console error.
  const unexpected = errors.filter((error) => status !== 404 || !error.includes('404 (Not Found)'));
  expect(unexpected, `console or page errors on ${path}`).toEqual([]);
  expect(cspViolations, `Content-Security-Policy violations on ${path}`).toEqual([]);
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
  test(`renders ${path}`, async ({page}, testInfo) => {
    test.skip(!isDesktop(page) && !MOBILE_PATHS.includes(path), 'desktop only: the layout is the same');
    await walk(page, path, 200, testInfo.project.name);
  });
}

test('the speed-layer-off project walks a site built without the layer', async ({page}, testInfo) => {
  test.skip(testInfo.project.name !== 'speed-layer-off', 'only the site built with SPEED_LAYER=off');
  // Without the layer, the stock page template loads the bundles with <script defer> tags.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<script src=\/assets\/js\/main\.[0-9a-f]+\.js defer>/);
});

test('an unknown path is a 404 with the not-found page', async ({page}, testInfo) => {
  await walk(page, NOT_FOUND_PATH, 404, testInfo.project.name);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
