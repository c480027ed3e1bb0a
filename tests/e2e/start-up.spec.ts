/**
 * How a page starts (issue 5, Total Blocking Time): the template's loader adds the bundles
 * one script per task, each page lists its route chunks with main so webpack adds none of
 * them twice, and main's own task only starts the app: React DOM, the route table, the theme
 * and the route's components are evaluated in later tasks (src/clientModules/clientEntry/index.tsx).
 * What is tested is the order of events in the browser, never a duration.
 */
import {test, expect} from '@playwright/test';
import {readBuiltHtml} from '../support/site';

const PAGE = '/docs/react/introduction/intro';

interface Recorded {
  /** Every <script src> added to the document, in order. */
  addedScripts: string[];
  /** The scripts each MutationObserver call saw added: one call per task that added any. */
  batches: string[][];
  /** `typeof window.docusaurus` when main's load event fired, right after main ran. */
  docusaurusAtMainLoad?: string;
}

async function record(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: Recorded = {addedScripts: [], batches: []};
    (window as unknown as {recorded: Recorded}).recorded = recorded;
    new MutationObserver((records) => {
      const batch: string[] = [];
      for (const mutation of records) {
        for (const node of Array.from(mutation.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.src) batch.push(node.src);
        }
      }
      if (batch.length > 0) {
        recorded.addedScripts.push(...batch);
        recorded.batches.push(batch);
      }
    }).observe(document, {childList: true, subtree: true});
    // A script's load event fires in the task that ran it, just after it ran.
    document.addEventListener(
      'load',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(target.src)) {
          recorded.docusaurusAtMainLoad = typeof (window as unknown as {docusaurus?: unknown}).docusaurus;
        }
      },
      true,
    );
  });
}

async function loadAndRead(page: import('@playwright/test').Page): Promise<Recorded> {
  await page.goto(PAGE);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  return page.evaluate(() => (window as unknown as {recorded: Recorded}).recorded);
}

/** The bundle URLs the template's loader adds, as listed in the built page. */
function loaderList(path: string): string[] {
  // The loader's last argument: a JSON array of script URLs (src/plugins/route-chunk-scripts).
  const match = /\((\["[^"\]]+\.js"(?:,"[^"\]]+\.js")*\])\)<\/script>/.exec(readBuiltHtml(path));
  expect(match, 'the built page has the loader script').not.toBeNull();
  return JSON.parse(match![1]!) as string[];
}

test('a page adds each script once, its route chunks with main', async ({page}) => {
  await record(page);
  const {addedScripts} = await loadAndRead(page);
  // The loader lists the route chunks (src/plugins/route-chunk-scripts), so webpack finds their
  // scripts in the page instead of adding its own.
  expect(
    addedScripts.filter((url, i) => addedScripts.indexOf(url) !== i),
    'scripts added twice',
  ).toEqual([]);
  const main = addedScripts.findIndex((url) => /\/main\.[0-9a-f]+\.js$/.test(url));
  expect(main, 'main is added').toBeGreaterThanOrEqual(0);
  expect(addedScripts.length, 'route chunks are added after main').toBeGreaterThan(main + 1);
});

test('the loader adds the bundles in their order, one script per task', async ({page, baseURL}) => {
  const listed = loaderList(PAGE).map((path) => new URL(path, baseURL).href);
  expect(listed.length, 'runtime, main and the route chunks').toBeGreaterThan(3);
  await record(page);
  const {addedScripts, batches} = await loadAndRead(page);
  expect(addedScripts.slice(0, listed.length), 'the listed bundles come first, in order').toEqual(listed);
  const crowded = batches.filter((batch) => batch.filter((url) => listed.includes(url)).length > 1);
  expect(crowded, 'tasks that added more than one listed bundle').toEqual([]);
});

test("main's own task only starts the app; the page still hydrates and navigates in the app", async ({
  page,
}) => {
  await record(page);
  const recorded = await loadAndRead(page);
  // With core's entry, main's task also evaluated React DOM, the route table and the theme, and
  // set window.docusaurus; here that happens in the tasks that follow.
  expect(recorded.docusaurusAtMainLoad, 'main has run').toBeDefined();
  expect(recorded.docusaurusAtMainLoad, 'window.docusaurus when main had just run').toBe('undefined');
  expect(
    await page.evaluate(
      () => typeof (window as unknown as {docusaurus?: {prefetch?: unknown}}).docusaurus?.prefetch,
    ),
  ).toBe('function');
  // The app is live: a client-side link navigates without a full page load.
  await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
  await page.locator('main a[href="/docs/react/installation/install"]').first().click();
  await expect(page).toHaveURL(/\/docs\/react\/installation\/install$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText(/install/i);
  expect(
    await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation),
  ).toBe(true);
});
