/**
 * The upgrade guide (issue 48, item 3), as a reader uses it: on
 * `/docs/<framework>/introduction/upgrade` they pick From and To and read the
 * checklist, which lists each change of that range and nothing outside it;
 * the address keeps `?from=&to=`, and opening it again restores the selects
 * and the list. Without JavaScript the page lists every release's changes.
 * A member a release removed is still found by search under its old name,
 * and the result opens its checklist item. What each range should list is
 * computed here from the facts with the guide's own pure functions, whose
 * agreement with the history is tests/unit/upgrade.spec.ts's business.
 */
import {test, expect, type Page} from '@playwright/test';
import type {FrameworkId} from '../../src/data/frameworks';
import {upgradeGuideOf} from '../../src/data/upgrade';
import {checklistFor, PHASES} from '../../src/data/upgradeChecklist';
import {validateFacts, withoutMaintainerNotes} from '../../src/data/facts';
import {collectErrors} from '../support/errors';
import {readFacts} from '../support/facts';
import {gotoHydrated} from '../support/journey';

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'one layout is enough for the guide');
});

// As the plugin reads them for the upgrade modules: without maintainer notes and markers.
const facts = withoutMaintainerNotes(validateFacts(readFacts()));
const guide = (framework: FrameworkId) => upgradeGuideOf(facts, framework);
const pathOf = (framework: FrameworkId) => `/docs/${framework}/introduction/upgrade`;

/** The checklist's items as the page shows them: their anchors, phase by phase. */
const shownItems = (page: Page) =>
  page
    .locator('[data-upgrade-guide] [data-upgrade-phase] [data-upgrade-item]')
    .evaluateAll((items) => items.map((item) => item.id));

/** The releases of the items shown that are outside the range (after `from`, up to `to`), by the release order. */
async function outsideRange(page: Page, framework: FrameworkId, from: string, to: string): Promise<string[]> {
  const versions = guide(framework).releases.map((r) => r.version);
  const shown = await page
    .locator('[data-upgrade-guide] [data-upgrade-item]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-release')!));
  return shown.filter(
    (v) => versions.indexOf(v) <= versions.indexOf(from) || versions.indexOf(v) > versions.indexOf(to),
  );
}

/** What the checklist of a range must show: its items' anchors, phase by phase. */
function expectedItems(framework: FrameworkId, from: string, to: string): string[] {
  const checklist = checklistFor(guide(framework), from, to);
  return PHASES.flatMap((phase) => checklist.byPhase[phase].map((item) => item.id));
}

/** Picks a release in a select once the guide answers (its code loads after the page hydrates). */
async function choose(page: Page, label: 'From' | 'To', version: string): Promise<void> {
  const name = label === 'From' ? 'from' : 'to';
  await expect(async () => {
    await page.getByLabel(label, {exact: true}).selectOption(version);
    await expect(page).toHaveURL(new RegExp(`[?&]${name}=${version.replace(/\./g, '\\.')}(&|$)`), {
      timeout: 1_000,
    });
  }).toPass({timeout: 15_000});
}

test('React: From 0.0.5 To 2.0.1 lists each change of that range and nothing else, and the address restores it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, pathOf('react'));
  // The default range: the oldest release to the latest, every item.
  const all = expectedItems('react', '0.0.5-beta.1', '2.1.2');
  expect(await shownItems(page)).toEqual(all);
  await choose(page, 'From', '0.0.5');
  await choose(page, 'To', '2.0.1');
  await expect(page).toHaveURL(/\/docs\/react\/introduction\/upgrade\?from=0\.0\.5&to=2\.0\.1$/);
  const range = expectedItems('react', '0.0.5', '2.0.1');
  expect(range.length).toBeGreaterThan(3);
  await expect.poll(() => shownItems(page)).toEqual(range);
  expect(await outsideRange(page, 'react', '0.0.5', '2.0.1')).toEqual([]);
  // Nothing of 0.0.5 itself (the reader has it) or of the releases after 2.0.1.
  await expect(page.locator('#upgrade-0-0-5-removed-classkey-disablelistclass')).toHaveCount(0);
  await expect(page.locator('#upgrade-2-1-1-added-keyboardkey-arrowdown')).toHaveCount(0);
  // The changed default of 2.0.1 with the code that keeps the old value.
  const spinner = page.locator('#upgrade-2-0-1-default-prop-showloadingspinner');
  await expect(spinner).toContainText('defaults to true instead of false');
  await expect(spinner.locator('pre').last()).toContainText('showLoadingSpinner={false}');

  // The address alone restores the range: a reload, and a new visit.
  await page.reload();
  await expect(page.getByLabel('From', {exact: true})).toHaveValue('0.0.5');
  await expect(page.getByLabel('To', {exact: true})).toHaveValue('2.0.1');
  await expect.poll(() => shownItems(page)).toEqual(range);
  await gotoHydrated(page, `${pathOf('react')}?from=2.0.0&to=2.1.2`);
  await expect(page.getByLabel('From', {exact: true})).toHaveValue('2.0.0');
  await expect.poll(() => shownItems(page)).toEqual(expectedItems('react', '2.0.0', '2.1.2'));
  expect(errors).toEqual([]);
});

test('Angular: a release the address does not know is named, and the whole history is shown', async ({
  page,
}) => {
  await gotoHydrated(page, `${pathOf('angular')}?from=3.0.0&to=2.1.2`);
  await expect(page.getByText('?from=3.0.0 is not a release of ng-autocomplete-plugin')).toBeVisible();
  await expect(page.getByLabel('From', {exact: true})).toHaveValue('0.0.9');
  await expect(page.getByLabel('To', {exact: true})).toHaveValue('2.1.2');
  await expect.poll(() => shownItems(page)).toEqual(expectedItems('angular', '0.0.9', '2.1.2'));
  // Choosing From 1.0.3: the checklist starts at 2.0.0, with its changed defaults in Angular syntax.
  await choose(page, 'From', '1.0.3');
  await expect.poll(() => shownItems(page)).toEqual(expectedItems('angular', '1.0.3', '2.1.2'));
  expect(await outsideRange(page, 'angular', '1.0.3', '2.1.2')).toEqual([]);
  await expect(page.locator('#upgrade-2-0-0-default-input-showloadingspinner pre').last()).toContainText(
    '[showLoadingSpinner]="false"',
  );
});

test('React: a range the wrong way round is swapped, and the page says so', async ({page}) => {
  await gotoHydrated(page, `${pathOf('react')}?from=2.1.2&to=1.0.0`);
  await expect(
    page.getByText('?from=2.1.2 is after ?to=1.0.0; swapped them: showing 1.0.0 to 2.1.2.'),
  ).toBeVisible();
  await expect(page.getByLabel('From', {exact: true})).toHaveValue('1.0.0');
  await expect(page.getByLabel('To', {exact: true})).toHaveValue('2.1.2');
  await expect.poll(() => shownItems(page)).toEqual(expectedItems('react', '1.0.0', '2.1.2'));
});

test('without JavaScript, each page lists every release and every change of its package', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  for (const framework of ['angular', 'react', 'vue'] as const) {
    await page.goto(pathOf(framework));
    const {releases, items} = guide(framework);
    expect(await shownItems(page)).toEqual(
      expectedItems(framework, releases[0]!.version, releases.at(-1)!.version),
    );
    expect(
      await page
        .locator('[data-upgrade-release]')
        .evaluateAll((s) => s.map((e) => e.getAttribute('data-upgrade-release'))),
    ).toEqual(releases.map((r) => r.version));
    expect(items.length).toBeGreaterThan(0);
  }
  await context.close();
});

test('a class key React removed is found by its old name and opens the item that explains it', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/react/introduction/intro');
  const box = page.getByRole('combobox', {name: 'Search the docs'});
  await box.fill('disableListClass');
  const first = page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first();
  await expect(first).toHaveAttribute(
    'data-href',
    /\/docs\/react\/introduction\/upgrade#upgrade-0-0-5-removed-classkey-disablelistclass$/,
    {timeout: 15_000},
  );
  await expect(first).toContainText('Removed in 0.0.5');
  await first.click();
  await expect(page).toHaveURL(
    /\/docs\/react\/introduction\/upgrade#upgrade-0-0-5-removed-classkey-disablelistclass$/,
  );
  await expect(page.locator('#upgrade-0-0-5-removed-classkey-disablelistclass')).toBeInViewport();
});
