/**
 * Journey: a reader compares the three packages (docs/compare.mdx). Every
 * link of the table leads to an existing row of an API page (checked against
 * the built HTML, so the spec loads few pages), a link to a feature row lands
 * on it and shows what differs, the page fits a 390 px phone without sideways
 * scrolling (each row a card whose cells name their framework, words whole).
 * axe checks the page in both colour modes in tests/e2e/smoke.spec.ts.
 */
import {test, expect} from '@playwright/test';
import {collectErrors} from '../support/errors';
import {gotoHydrated} from '../support/journey';
import type {CrossFrameworkFacts} from '../../src/data/facts';
import {readFacts} from '../support/facts';
import {frameworks} from '../../src/data/frameworks';
import {idsInBuiltPage} from '../support/site';

const COMPARE = '/docs/compare';

const idsOf = (path: string): Set<string> => idsInBuiltPage(path);

test('every link of the compare table leads to an existing row of an API page', async ({page}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, COMPARE);
  await page.waitForLoadState('networkidle');
  const table = page.getByRole('table', {name: /side by side: features, then members/});
  await expect(table.getByRole('columnheader')).toHaveText([
    'Feature or member',
    ...frameworks.map((f) => f.label),
  ]);
  // The links to API rows (each row also has a link to itself, which copies its URL).
  const hrefs = await table
    .locator('td')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  expect(hrefs.length, 'links in the compare table').toBeGreaterThan(100);
  for (const framework of ['angular', 'react', 'vue']) {
    expect(hrefs.some((h) => h.startsWith(`/docs/${framework}/api/`))).toBe(true);
  }
  const broken = hrefs.filter((href) => {
    const [path, anchor] = href.split('#');
    return !path || !anchor || !idsOf(path).has(anchor);
  });
  expect(broken, 'compare links whose page or row does not exist').toEqual([]);

  // Differences are stated in words, not by colour alone.
  const placeholder = page.getByRole('row').filter({has: page.getByRole('link', {name: 'placeholder'})});
  await expect(placeholder.getByText('names differ')).toBeVisible();
  await expect(placeholder.getByText('defaults differ')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a link to a feature row lands on it and shows the three values and what differs', async ({page}) => {
  const errors = collectErrors(page);
  const facts = readFacts<{crossFramework: CrossFrameworkFacts}>();
  const feature = facts.crossFramework.featureMatrix.find((r) => r.feature === 'Selection pointer event')!;
  await gotoHydrated(page, `${COMPARE}#feature-selection-pointer-event`);
  await page.waitForLoadState('networkidle');
  const row = page.locator('#feature-selection-pointer-event');
  const heading = row.getByRole('rowheader');
  await expect(heading).toContainText('Selection pointer event');
  await expect(heading).toContainText('React differs');
  await expect(row.getByRole('cell')).toHaveText(frameworks.map((f) => feature[f.id]));
  // The page scrolled to it: its heading row is at the top of the window (the navbar hides on scroll).
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(140);
  expect(errors).toEqual([]);
});

test('on a 390 px phone the compare page never scrolls sideways', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, COMPARE);
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => {
    const widest = Math.max(
      ...Array.from(document.querySelectorAll('article table, article table *')).map(
        (el) => el.getBoundingClientRect().right,
      ),
    );
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: widest - document.documentElement.clientWidth,
    };
  });
  expect(overflow.page, 'page scroll width beyond the viewport').toBeLessThanOrEqual(0);
  expect(overflow.table, 'table content beyond the viewport').toBeLessThanOrEqual(0);

  // Each row is a card whose cells say which framework they are: "React: mousedown", on one line.
  // (Each check finds the cell anew: the table's live code replaces its server HTML with the same markup.)
  const react = page
    .locator('#feature-selection-pointer-event td')
    .nth(frameworks.findIndex((f) => f.id === 'react'));
  await expect(react).toBeVisible();
  await expect(react).toHaveText('mousedown');
  expect(await react.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"React: "');
  const cell = await react.evaluate((td) => {
    const style = getComputedStyle(td);
    const height = td.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return {height, lineHeight: parseFloat(style.lineHeight)};
  });
  expect(cell.height, '"React: mousedown" fits one line').toBeLessThan(cell.lineHeight * 1.5);
  // Words stay whole: a value broken mid-word ("mousedo/wn", "emitSelec/tedValue(item)") spans two lines.
  for (const [id, text] of [
    ['feature-selection-pointer-event', 'mousedown'],
    ['feature-selection-callback', 'emitSelectedValue(item)'],
  ] as const) {
    const value = page.locator(`#${id} td strong`).getByText(text, {exact: true});
    const lines = await value.evaluate(
      (el) => new Set(Array.from(el.getClientRects(), (box) => Math.round(box.top))).size,
    );
    expect(lines, `"${text}" on one line`).toBe(1);
  }
});

test('the column heads stay in view under the navbar as the table scrolls, and a check box leaves only the rows that differ', async ({
  page,
}) => {
  await gotoHydrated(page, COMPARE);
  const table = page.getByRole('table', {name: /side by side: features, then members/});
  const head = table.getByRole('columnheader', {name: 'Feature or member'});
  // Halfway down the table, its heads are at the top of the screen, just under the navbar.
  await table.locator('tbody tr').nth(60).scrollIntoViewIfNeeded();
  const navbar = await page.locator('nav.navbar').boundingBox();
  const headBox = await head.boundingBox();
  expect(headBox!.y, 'the column heads under the navbar').toBeGreaterThanOrEqual(
    navbar!.y + navbar!.height - 1,
  );
  expect(headBox!.y, 'the column heads in view').toBeLessThan(navbar!.y + navbar!.height + 4);

  const rows = table.locator('tbody tr');
  const all = await rows.count();
  const box = page.getByRole('checkbox', {name: /Show only the rows where the packages differ/});
  const label = await page.locator('label').filter({has: box}).textContent();
  const [, differing, total] = /\((\d+) of (\d+)\)/.exec(label ?? '') ?? [];
  expect(Number(total), 'the label counts every row').toBe(all);
  await box.check();
  const shown = table.locator('tbody tr:visible');
  await expect(shown).toHaveCount(Number(differing));
  expect(Number(differing)).toBeLessThan(all);
  // Each row left says what differs; a row the packages agree on is gone.
  for (const text of await shown.locator('th').allTextContents())
    expect(text, 'a row left by the check box').toMatch(/differ|not in/);
  await box.uncheck();
  await expect(shown).toHaveCount(all);
});
