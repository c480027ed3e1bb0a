/**
 * "How many rows it takes" on the Using pages (issue 60, item 3; src/components/RowsTrial): the trial
 * run in the reader's browser, through the live preview's frame, on the stand-in the CDN double
 * serves (tests/support/cdn.ts). On a laptop it measures every size and ends with the component
 * mounted again without rows; on a touch screen it asks before the largest size.
 */
import {test, expect, type Page} from '@playwright/test';
import {serveCdn} from '../support/cdn';
import {gotoHydrated} from '../support/journey';
import {LARGEST_ROWS, ROW_COUNTS, TRIAL_PLAN} from '../../src/data/rowsTrial';

const FRAME = 'iframe[title^="Live preview"]';

/** The figures of one row of a rows table, as the reader reads them. */
async function rowTexts(page: Page, table: string): Promise<Record<string, string>> {
  const rows = page.locator(`[data-rows-table="${table}"] tbody tr`);
  const texts: Record<string, string> = {};
  for (const row of await rows.all()) {
    texts[(await row.getAttribute('data-rows-run'))!] = (await row.innerText()).replace(/\s+/g, ' ').trim();
  }
  return texts;
}

async function startTrial(page: Page): Promise<void> {
  await gotoHydrated(page, '/docs/react/api/using_module');
  await expect(page.getByRole('heading', {name: 'How many rows it takes', level: 2})).toBeVisible();
  await page.getByRole('button', {name: 'Measure in this browser'}).click();
}

test('on a laptop, the trial measures each size with virtual scroll on and off, then stops cleanly', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the laptop run');
  test.setTimeout(240_000);
  await serveCdn(context);
  await startTrial(page);
  const status = page.locator('[data-rows-phase]');
  await expect(status).toHaveText('Done: every size was measured.', {timeout: 200_000});
  const texts = await rowTexts(page, 'measured');
  expect(Object.keys(texts)).toHaveLength(TRIAL_PLAN.length);
  for (const {rows, virtual} of TRIAL_PLAN) {
    const text = texts[`${rows}-${virtual ? 'on' : 'off'}`]!;
    // "10,000 on (0 in the page) 12 ms 3 ms / 40 ms ✓ yes"
    expect(text).toMatch(
      new RegExp(
        `^${rows.toLocaleString('en')} ${virtual ? 'on' : 'off'} \\([\\d,]+ in the page\\) [\\d,]+ ms [\\d,]+ ms / [\\d,]+ ms (✓ yes|✗ no)$`,
      ),
    );
  }
  // Clean: no stop button left, and the component mounted again with none of the trial's rows and an empty field.
  await expect(page.getByRole('button', {name: 'Stop after this run'})).toHaveCount(0);
  const frame = page.frameLocator(FRAME);
  await expect(frame.locator('input')).toHaveValue('');
  await frame.locator('input').fill('row');
  await expect(frame.locator('li', {hasText: /Row \d/})).toHaveCount(0);
});

test('on a touch screen, the largest size waits for a yes, and "Stop here" ends the trial', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the touch-screen run');
  test.setTimeout(120_000);
  await serveCdn(context);
  await startTrial(page);
  await expect(
    page.getByText(`${LARGEST_ROWS.toLocaleString('en')} rows can hold a phone's browser`),
  ).toBeVisible({
    timeout: 100_000,
  });
  const before = await rowTexts(page, 'measured');
  for (const {rows, virtual} of TRIAL_PLAN) {
    const text = before[`${rows}-${virtual ? 'on' : 'off'}`]!;
    if (rows === LARGEST_ROWS) expect(text).toMatch(/—$/);
    else expect(text).toMatch(/ ms (✓ yes|✗ no)$/);
  }
  await page.getByRole('button', {name: 'Stop here'}).click();
  const smaller = TRIAL_PLAN.filter((step) => step.rows !== LARGEST_ROWS).length;
  await expect(page.locator('[data-rows-phase]')).toHaveText(
    `Stopped after ${smaller} of ${TRIAL_PLAN.length} runs.`,
  );
  expect(ROW_COUNTS.at(-1)).toBe(LARGEST_ROWS);
  await expect(page.getByRole('button', {name: `Run ${LARGEST_ROWS.toLocaleString('en')} rows`})).toHaveCount(
    0,
  );
});

test('with the CDN unreachable, the trial says nothing was measured and the recorded figures stay', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the laptop run');
  await serveCdn(context, {refuse: true});
  await startTrial(page);
  await expect(page.locator('[data-rows-phase]')).toHaveText(
    'Nothing was measured: the component did not load.',
    {
      timeout: 20_000,
    },
  );
  await expect(page.locator('[data-live-preview="failed"]')).toBeVisible();
  await expect(page.locator('[data-rows-table="measured"] [data-rows-measured="yes"]')).toHaveCount(0);
  await expect(page.locator('[data-rows-table="recorded"] [data-rows-measured="yes"]')).toHaveCount(
    TRIAL_PLAN.length,
  );
});

test('on a touch screen, one yes runs both runs of the largest size to the end', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the touch-screen run');
  // With virtual scroll off the stand-in puts every row in the page, as the packages do: its
  // 100,000-row run takes most of a minute.
  test.setTimeout(600_000);
  await serveCdn(context);
  await startTrial(page);
  const question = page.getByText(`${LARGEST_ROWS.toLocaleString('en')} rows can hold a phone's browser`);
  await expect(question).toBeVisible({timeout: 100_000});
  await page.getByRole('button', {name: `Run ${LARGEST_ROWS.toLocaleString('en')} rows`}).click();
  const status = page.locator('[data-rows-phase]');
  await expect(status).toHaveText(
    `Measuring ${LARGEST_ROWS.toLocaleString('en')} rows with virtual scroll off…`,
    {timeout: 300_000},
  );
  await expect(status).toHaveText('Done: every size was measured.', {timeout: 300_000});
  await expect(question).toHaveCount(0);
  await expect(page.locator('[data-rows-table="measured"] [data-rows-measured="yes"]')).toHaveCount(
    TRIAL_PLAN.length,
  );
});
