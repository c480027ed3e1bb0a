/**
 * Journey (issue 28): a reader clicks "Run here" under an example, or on a
 * maintainers' demo, and the project runs in a StackBlitz frame in the page.
 * stackblitz.com is intercepted and never reached: the stub answers the
 * StackBlitz SDK's handshake as StackBlitz does once its editor is up, or the
 * request is refused to show the fallback. Each POST into the frame is read
 * back: the example file byte for byte and the documented package version.
 */
import {test, expect, type BrowserContext, type Page, type Request} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {exampleFiles, featuredExamples} from '../../src/data/examples';
import {frameworks} from '../../src/data/frameworks';
import {axeViolations, useColorMode} from '../support/axe';
import {collectCspViolations} from '../support/csp';
import {collectErrors} from '../support/errors';
import {readFacts} from '../support/facts';
import {gotoHydrated} from '../support/journey';

const ROOT = join(__dirname, '..', '..');

interface FactsPackage {
  npmName: string;
  latestVersion: string;
  examples: {title: string; url: string}[];
}
const facts = readFacts<{packages: Record<string, FactsPackage>}>();

// The journeys are the same at every width; the 390 px test sets its own viewport.
test.skip(({viewport}) => (viewport?.width ?? 0) <= 996, 'desktop only');

/** A page that answers the SDK's handshake (SDK_INIT → SDK_INIT_SUCCESS), as StackBlitz's editor does. */
const READY_STUB = `<!doctype html><title>StackBlitz (stub)</title><p>Stub editor</p><script>
addEventListener('message', function (event) {
  if (!event.data || event.data.action !== 'SDK_INIT') return;
  var channel = new MessageChannel();
  parent.postMessage({action: 'SDK_INIT_SUCCESS', id: event.data.id, payload: {}}, '*', [channel.port2]);
});
</script>`;

/** Answers every StackBlitz request with the ready stub; returns the requests. */
async function stubStackBlitz(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = [];
  await context.route('https://stackblitz.com/**', async (route) => {
    requests.push(route.request());
    await route.fulfill({status: 200, contentType: 'text/html', body: READY_STUB});
  });
  return requests;
}

/** The fields of a posted project, with `project[files][path]` as files. */
function postedFiles(request: Request): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(request.postData() ?? '')) {
    const match = /^project\[files\]\[(.+)\]$/.exec(name);
    if (match) files.set(match[1]!.replace(/%5B/g, '[').replace(/%5D/g, ']'), value);
  }
  return files;
}

/** A form POST sends every line break as CRLF. */
const asPosted = (text: string): string => text.replace(/\r?\n/g, '\r\n');

const liveFrames = (page: Page) => page.locator('iframe[title^="Live on StackBlitz"]');
const runHere = (page: Page) => page.getByRole('button', {name: /^Run here/});

for (const framework of frameworks) {
  test(`${framework.label}: Run here runs an example in one titled frame, and Close gives focus back`, async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    const requests = await stubStackBlitz(context);
    await gotoHydrated(page, `/docs/${framework.id}/api/using_module`);
    const examples = exampleFiles.filter((e) => e.framework === framework.id);
    await expect(runHere(page)).toHaveCount(examples.length);
    expect(requests, 'nothing reaches StackBlitz before a click').toEqual([]);

    const [first, second] = examples;
    const firstName = first!.file.split('/').pop()!;
    await runHere(page).first().click();
    await expect(liveFrames(page)).toHaveCount(1);
    await expect(liveFrames(page)).toHaveAttribute('title', new RegExp(`${first!.title} \\(${firstName}\\)`));
    await expect(liveFrames(page), 'focus goes to the embed').toBeFocused();
    await expect(page.getByRole('status').filter({hasText: /Running on StackBlitz/})).toBeVisible();

    const post = requests.find((r) => r.method() === 'POST');
    expect(post, 'the project is posted into the frame').toBeTruthy();
    const url = new URL(post!.url());
    expect(url.pathname).toBe('/run');
    expect(url.searchParams.get('embed')).toBe('1');
    expect(url.searchParams.get('view'), 'the running component first').toBe('preview');
    expect(url.searchParams.get('theme'), "the site's colour mode (dark by default)").toBe('dark');
    expect(post!.frame().parentFrame(), 'posted into a frame of the page, not a new tab').toBe(
      page.mainFrame(),
    );
    const files = postedFiles(post!);
    const onDisk = asPosted(readFileSync(join(ROOT, first!.file), 'utf8'));
    expect(
      [...files.values()].filter((text) => text === onDisk),
      `${first!.file} byte for byte`,
    ).toHaveLength(1);
    const pkg = facts.packages[framework.id]!;
    const manifest = JSON.parse(files.get('package.json') ?? '{}') as {dependencies?: Record<string, string>};
    expect(manifest.dependencies?.[pkg.npmName]).toBe(pkg.latestVersion);

    // A second Run here closes the first: one live embed per page.
    const secondButton = runHere(page).nth(1);
    await secondButton.click();
    await expect(liveFrames(page)).toHaveCount(1);
    await expect(liveFrames(page)).toHaveAttribute('title', new RegExp(second!.title));
    await expect(runHere(page).first()).toHaveAttribute('aria-expanded', 'false');
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', {name: /^Close the live/}).click();
    await expect(liveFrames(page)).toHaveCount(0);
    await expect(secondButton, 'Close gives focus back to the button').toBeFocused();

    // Keyboard only: Enter opens, Escape on the panel's Close closes.
    await secondButton.press('Enter');
    await expect(liveFrames(page)).toHaveCount(1);
    await page.getByRole('button', {name: /^Close the live/}).focus();
    await page.keyboard.press('Escape');
    await expect(liveFrames(page)).toHaveCount(0);
    await expect(secondButton).toBeFocused();
    expect(errors).toEqual([]);
  });
}

test('Run here and Open in StackBlitz send the same project', async ({page, context}) => {
  const requests = await stubStackBlitz(context);
  await gotoHydrated(page, '/docs/react/installation/install');
  await runHere(page).first().click();
  await expect(liveFrames(page)).toHaveCount(1);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('button', {name: /^Open in StackBlitz/})
      .first()
      .click(),
  ]);
  await expect.poll(() => requests.filter((r) => r.method() === 'POST').length).toBe(2);
  await tab.close();
  const [embedded, opened] = requests.filter((r) => r.method() === 'POST');
  expect([...new URLSearchParams(embedded!.postData() ?? '')]).toEqual([
    ...new URLSearchParams(opened!.postData() ?? ''),
  ]);
});

test('nothing reaches StackBlitz before a click, on every page that offers Run here', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const requests = await stubStackBlitz(context);
  for (const framework of frameworks) {
    for (const path of ['api/using_module', 'installation/install', 'examples/stackblitz']) {
      await gotoHydrated(page, `/docs/${framework.id}/${path}`);
      await expect(runHere(page).first()).toBeVisible();
      // Pointing at and focusing the buttons loads the site's own code, nothing from StackBlitz.
      await runHere(page).first().hover();
      await runHere(page).first().focus();
      await page.waitForLoadState('networkidle');
      expect(
        requests.map((r) => r.url()),
        `/docs/${framework.id}/${path}`,
      ).toEqual([]);
    }
  }
});

test('the live-example page offers the featured example first, then every example, then every demo', async ({
  page,
  context,
}) => {
  const requests = await stubStackBlitz(context);
  for (const framework of frameworks) {
    await gotoHydrated(page, `/docs/${framework.id}/examples/stackblitz`);
    const examples = exampleFiles.filter((e) => e.framework === framework.id);
    const demos = facts.packages[framework.id]!.examples;
    // The builder's file (at the top of the page), the featured example, each example, each demo:
    // one Run here each.
    await expect(runHere(page)).toHaveCount(2 + examples.length + demos.length);
    const builder = page.getByRole('region', {name: /^Build your/});
    await expect(builder.getByRole('button', {name: /^Run here/})).toHaveCount(1);
    // Right after the builder comes the featured example.
    const featured = featuredExamples[framework.id].split('/').pop()!;
    await expect(runHere(page).nth(1)).toHaveAccessibleName(new RegExp(`^Run here: .*\\(${featured}\\)`));
    // The featured example's code is on the page, readable before anything runs.
    await expect(
      page.locator('.theme-code-block').filter({
        hasText: readFileSync(join(ROOT, featuredExamples[framework.id]), 'utf8').split('\n')[0]!.trim(),
      }),
    ).not.toHaveCount(0);
  }
  expect(requests).toEqual([]);

  // A demo runs its existing project, in the site's colour mode.
  await useColorMode(page, 'light');
  await gotoHydrated(page, '/docs/vue/examples/stackblitz');
  const demo = facts.packages.vue!.examples[0]!;
  await page
    .getByRole('button', {name: new RegExp(`^Run here: ${demo.title} \\(the maintainers' demo\\)`)})
    .click();
  await expect(liveFrames(page)).toHaveCount(1);
  await expect(liveFrames(page)).toBeFocused();
  await expect(liveFrames(page)).toHaveAttribute('src', /^https:\/\/stackblitz\.com\/edit\//);
  const src = new URL((await liveFrames(page).getAttribute('src'))!);
  expect(`${src.origin}${src.pathname}`).toBe(demo.url.split('?')[0]);
  expect(src.searchParams.get('embed')).toBe('1');
  expect(src.searchParams.get('theme')).toBe('light');
  expect(src.searchParams.get('view')).toBe('preview');
  await expect(page.getByRole('status').filter({hasText: /Running on StackBlitz/})).toBeVisible();
  await expect(liveFrames(page)).toHaveCSS('opacity', '1');
});

/**
 * Lets the page's clock run on until the fallback shows: the frame's load timeout (15 s)
 * or the SDK's handshake (10 s of pings after the frame loads its error page).
 */
async function waitForFallback(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor('00:05');
      return page.getByText('StackBlitz could not be reached.').count();
    })
    .toBe(1);
  await expect(page.getByText('StackBlitz could not be reached.')).toBeVisible();
}

test('a refused StackBlitz request shows the fallback, and the page keeps working', async ({
  page,
  context,
}) => {
  const refused: string[] = [];
  await context.route('https://stackblitz.com/**', async (route) => {
    refused.push(route.request().url());
    await route.abort('connectionrefused');
  });
  await page.clock.install();
  await gotoHydrated(page, '/docs/angular/examples/stackblitz');

  // A demo: the fallback offers its link.
  const demo = facts.packages.angular!.examples[0]!;
  await page.getByRole('button', {name: new RegExp(`^Run here: ${demo.title} \\(`)}).click();
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  // Until StackBlitz answers, a loading note shows and the frame (the browser's error page here) does not.
  await expect(page.getByText('Loading StackBlitz…')).toBeVisible();
  await expect(liveFrames(page)).toHaveCSS('opacity', '0');
  await waitForFallback(page);
  await expect(page.getByText('Loading StackBlitz…')).toHaveCount(0);
  await expect(liveFrames(page)).toHaveCount(0);
  const panel = page.getByRole('region', {name: /^Live: /});
  await expect(
    panel.getByRole('link', {name: new RegExp(`^Open on StackBlitz ?: ${demo.title}`)}),
  ).toHaveAttribute('href', demo.url);
  await expect(panel.getByRole('button', {name: 'Try again'})).toBeVisible();

  // An example: the fallback offers Open in StackBlitz; the code stays readable.
  await runHere(page).first().click();
  await waitForFallback(page);
  await expect(panel.getByRole('button', {name: /^Open in StackBlitz/})).toBeVisible();
  await expect(page.locator('.theme-code-block').first()).toBeVisible();
  await panel.getByRole('button', {name: /^Close the live/}).click();
  await expect(panel).toHaveCount(0);
  await expect(runHere(page).first()).toBeFocused();
});

test('a page with an embed open has no CSP violation, under the production headers', async ({
  page,
  context,
}) => {
  const violations = await collectCspViolations(page);
  await stubStackBlitz(context);
  const response = await page.goto('/docs/react/examples/stackblitz');
  expect(response?.headers()['content-security-policy']).toContain('frame-src https://stackblitz.com');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The builder's Run here works once its island has loaded, which also removes its no-JS notice.
  await expect(page.getByText('The options need JavaScript')).toHaveCount(0);
  // The site-built project (form posted into the frame), then a demo (frame address).
  await runHere(page).first().click();
  await expect(page.getByRole('status').filter({hasText: /Running on StackBlitz/})).toBeVisible();
  await page
    .getByRole('button', {name: /^Run here: .*maintainers' demo/})
    .first()
    .click();
  await expect(page.getByRole('status').filter({hasText: /Running on StackBlitz/})).toBeVisible();
  expect(violations).toEqual([]);
});

for (const path of ['/docs/vue/examples/stackblitz', '/docs/angular/api/using_module']) {
  test(`axe passes on ${path} with an embed closed and open`, async ({page, context}) => {
    test.setTimeout(60_000);
    await stubStackBlitz(context);
    await gotoHydrated(page, path);
    expect(await axeViolations(page, {oneCodeBlockPerLanguage: true}), 'closed').toEqual([]);
    await runHere(page).first().click();
    await expect(page.getByRole('status').filter({hasText: /Running on StackBlitz/})).toBeVisible();
    // The frame's content is StackBlitz's, not the site's.
    expect(await axeViolations(page, {oneCodeBlockPerLanguage: true, exclude: 'iframe'}), 'open').toEqual([]);
  });
}

test('at 390 px, nothing scrolls sideways with an embed open', async ({page, context}) => {
  await stubStackBlitz(context);
  await page.setViewportSize({width: 390, height: 844});
  for (const path of ['/docs/react/examples/stackblitz', '/docs/vue/api/using_module']) {
    await gotoHydrated(page, path);
    // On the live-example page the first Run here is the builder's, live only once its island has
    // loaded; the featured example's comes next.
    await runHere(page)
      .nth(path.endsWith('stackblitz') ? 1 : 0)
      .click();
    await expect(liveFrames(page)).toHaveCount(1);
    const frameBox = (await liveFrames(page).boundingBox())!;
    expect(frameBox.width, 'the frame fits the window').toBeLessThanOrEqual(390);
    expect(frameBox.height, 'tall enough to use the component').toBeGreaterThan(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
    // The demo table's Run here (the live-example page) opens under the table, also within the width.
    if (path.endsWith('stackblitz')) {
      await page
        .getByRole('button', {name: /^Run here: .*maintainers' demo/})
        .first()
        .click();
      await expect(liveFrames(page)).toHaveCount(1);
      await expect(liveFrames(page), 'the panel under the table is scrolled into view').toBeInViewport();
      expect((await liveFrames(page).boundingBox())!.width).toBeLessThanOrEqual(390);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
  }
});
