/**
 * Journey: a reader runs an older release and reads the API pages as that
 * release ("Your version", src/components/ApiTable/VersionChoice.tsx and
 * lens.ts; issue 48 item 2). `?version=` in the address picks it: a member a
 * later release added says so, a default that differed shows the reader's
 * value first, a member a later release removed is shown with its removal
 * release, the filter's count follows, and the choice is remembered per
 * framework, kept by the framework switcher, by Copy link and by client-side
 * navigation. With no version the tables are the server's HTML, untouched.
 * What each release had comes from the facts' history (src/data/facts/history.ts).
 */
import {test, expect, type Page} from '@playwright/test';
import {membersAt, validateFacts, type FrameworkId} from '../../src/data/facts';
import {formatDefault, rowAnchor} from '../../src/data/api';
import {readFacts} from '../support/facts';
import {axeViolations, useColorMode} from '../support/axe';
import {collectErrors} from '../support/errors';
import {gotoHydrated} from '../support/journey';

const facts = validateFacts(readFacts());

const versionSelect = (page: Page) => page.getByRole('combobox', {name: /^Your version of /});
const row = (page: Page, id: string) => page.locator(`article tr[id="${id}"]`);

/** A member of the latest release that `version` lacks, and one whose default differs in `version`. */
function lensCase(framework: FrameworkId, version: string) {
  const latest = facts.packages[framework].latestVersion;
  const now = membersAt(facts, framework, latest).members;
  const then = membersAt(facts, framework, version).members;
  const memberList = framework === 'angular' ? 'inputs' : 'props';
  const kind = framework === 'angular' ? 'input' : 'prop';
  const added = now.find(
    (m) => m.list === memberList && !then.some((t) => t.list === m.list && t.name === m.name),
  );
  const changed = now.find((m) => {
    const old = then.find((t) => t.list === m.list && t.name === m.name);
    return m.list === memberList && old && JSON.stringify(old.default) !== JSON.stringify(m.default);
  });
  const old = changed && then.find((t) => t.list === changed.list && t.name === changed.name);
  return {
    latest,
    added: added && {id: rowAnchor(kind, added.name), since: added.since},
    changed: changed &&
      old && {
        id: rowAnchor(kind, changed.name),
        then: formatDefault(old.default, changed.type).text,
        now: formatDefault(changed.default, changed.type).text,
      },
  };
}

const CASES = [
  {framework: 'angular', page: '/docs/angular/api/input_props', version: '1.0.3'},
  {framework: 'react', page: '/docs/react/api/props', version: '2.0.0'},
  // Vue's history has no default change: the case checks the member 1.0.2 added.
  {framework: 'vue', page: '/docs/vue/api/props', version: '1.0.1'},
] as const;

test.describe('desktop', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 997, 'one run, at desktop width');

  for (const {framework, page: path, version} of CASES) {
    test(`${framework}: ?version=${version} marks a member added later and shows the default ${version} had`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const expected = lensCase(framework, version);
      expect(expected.added, `the facts have a ${framework} member added after ${version}`).toBeDefined();
      await gotoHydrated(page, `${path}?version=${version}`);
      await expect(versionSelect(page)).toHaveValue(version);

      const added = row(page, expected.added!.id);
      await expect(added).toContainText(`added in ${expected.added!.since} — not in ${version}`);
      await expect(added).toHaveAttribute('data-lens', 'later');
      // A member the release has is not marked.
      await expect(page.locator('article tr[id][data-lens="later"]')).not.toHaveCount(
        await page.locator('article table[data-api-table] tr[id]').count(),
      );

      if (framework !== 'vue') {
        expect(
          expected.changed,
          `the facts have a ${framework} default changed after ${version}`,
        ).toBeDefined();
        const cell = row(page, expected.changed!.id).locator('td[data-default]');
        await expect(cell).toContainText(`In ${version}: ${expected.changed!.then}`);
        // The latest value is still there, labelled.
        await expect(cell).toContainText(`Latest (${expected.latest}): ${expected.changed!.now}`);
      }
      const said = page.getByRole('status').filter({hasText: `Reading as ${version}`});
      await expect(said).toBeVisible();
      // The sentence reads as English for one value and for several (it once said "1 value shown as 2.0.0 had them").
      const later = await page.locator('article tr[id][data-lens="later"]').count();
      const earlier = await page
        .locator('article td[data-earlier]')
        .filter({hasText: `In ${version}: `})
        .count();
      expect(later).toBeGreaterThan(0);
      await expect(said).toContainText(
        `${later} ${later === 1 ? 'row added later is' : 'rows added later are'} marked “not in ${version}”`,
      );
      if (framework !== 'vue') {
        expect(earlier).toBeGreaterThan(0);
        await expect(said).toContainText(
          earlier === 1
            ? `1 default or type is shown as it was in ${version}`
            : `${earlier} defaults or types are shown as they were in ${version}`,
        );
      }
      await expect(said).not.toContainText('had them');
      expect(errors).toEqual([]);
    });
  }

  test('a member a later release removed is shown, with its removal release, only to a release that has it', async ({
    page,
  }) => {
    const removed = facts.packages.react.history.removedMembers.find((m) => m.list === 'customClassKeys');
    expect(removed, 'the React facts record a removed class key').toBeDefined();
    const id = rowAnchor('class', removed!.name);
    const name = page.locator('article table[data-api-table] tr').filter({hasText: removed!.name});

    // No version: the row is in the page's HTML, but not shown and not linkable.
    await gotoHydrated(page, '/docs/react/api/class_style');
    await expect(name).toHaveCount(1);
    await expect(name).toBeHidden();
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(0);

    await gotoHydrated(page, `/docs/react/api/class_style?version=${removed!.since}`);
    await expect(row(page, id)).toBeVisible();
    await expect(row(page, id)).toContainText(`removed in ${removed!.removed}`);

    // The release that removed it does not show it.
    await versionSelect(page).selectOption(removed!.removed);
    await expect(name).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`\\?version=${removed!.removed.replace(/\./g, '\\.')}$`));
  });

  test("the filter's count follows the version: the rows it lacks, the removed rows it shows", async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/react/api/props?filter=view');
    const status = page.getByRole('status').filter({hasText: ' rows match '});
    await expect(status).toHaveText(/^\d+ of \d+ rows match “view”\.$/);
    await versionSelect(page).selectOption('2.0.0');
    // Counted once the page has applied the version (the status names it), not before.
    await expect(status).toContainText(/ not in 2\.0\.0\.$/);
    const later = await page.locator('article tr[id][data-lens="later"]').filter({visible: true}).count();
    expect(later).toBeGreaterThan(0);
    await expect(status).toContainText(`${later} of them ${later === 1 ? 'is' : 'are'} not in 2.0.0.`);

    // Removed rows a release has join the total.
    await gotoHydrated(page, '/docs/react/api/class_style?filter=class');
    const before = Number(/of (\d+) rows/.exec((await status.textContent()) ?? '')?.[1]);
    await versionSelect(page).selectOption('0.0.5-beta.1');
    const shownRemoved = facts.packages.react.history.removedMembers.filter(
      (m) => m.list === 'customClassKeys' || m.list === 'customStyleKeys',
    ).length;
    await expect(status).toContainText(`of ${before + shownRemoved} rows match`);
  });

  test('the framework switcher and Copy link keep the version; a release the package lacks is named and ignored', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/react/api/props?version=2.0.0');
    const copy = row(page, 'prop-dropdown-data').getByRole('link', {name: /Copy link/});
    await copy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/docs\/react\/api\/props\?version=2\.0\.0#prop-dropdown-data$/,
    );

    const switcher = page.getByRole('navigation', {name: 'Framework'});
    // The switcher's links carry the address's query once the page has hydrated.
    await gotoHydrated(page, '/docs/react/api/props?version=2.0.0');
    await switcher.getByRole('link', {name: 'Angular'}).click();
    await expect(page).toHaveURL(/\/docs\/angular\/api\/input_props\?version=2\.0\.0$/);
    await expect(versionSelect(page)).toHaveValue('2.0.0');
    const angular = lensCase('angular', '2.0.0');
    await expect(row(page, angular.added!.id)).toContainText(
      `added in ${angular.added!.since} — not in 2.0.0`,
    );

    // Vue has no release 2.0.0: the page says so and reads as the latest release.
    await switcher.getByRole('link', {name: 'Vue 3'}).click();
    await expect(page).toHaveURL(/\/docs\/vue\/api\/props/);
    await expect(
      page.getByText('vue-autocomplete-plugin has no release 2.0.0 (from the address)'),
    ).toBeVisible();
    await expect(versionSelect(page)).toHaveValue('');
    await expect(page.locator('article tr[data-lens]')).toHaveCount(0);
  });

  test('the choice is remembered per framework and follows client-side navigation', async ({page}) => {
    await gotoHydrated(page, '/docs/react/api/props');
    await versionSelect(page).selectOption('2.0.0');
    await expect(page).toHaveURL(/\?version=2\.0\.0$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-api-version.react'))).toBe('2.0.0');

    // Another page of the same package, reached in the app: its tables render live and read as 2.0.0.
    await page.getByRole('article').getByRole('link', {name: 'Custom classes and styles'}).first().click();
    await expect(page).toHaveURL(/\/docs\/react\/api\/class_style/);
    await expect(row(page, rowAnchor('class', 'viewMoreClass'))).toContainText('not in 2.0.0');

    // A fresh visit without the address's version: the stored one applies; other frameworks have none.
    await gotoHydrated(page, '/docs/react/api/aria');
    await expect(versionSelect(page)).toHaveValue('2.0.0');
    await expect(page).toHaveURL(/\?version=2\.0\.0$/);
    await gotoHydrated(page, '/docs/vue/api/props');
    await expect(versionSelect(page)).toHaveValue('');

    // None chosen: forgotten, and the address loses it.
    await gotoHydrated(page, '/docs/react/api/props');
    await versionSelect(page).selectOption('');
    await expect(page).toHaveURL(/\/docs\/react\/api\/props$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-api-version.react'))).toBeNull();
  });

  test('with no version the tables are the server HTML, also after a version was chosen and cleared', async ({
    page,
    request,
  }) => {
    for (const path of [
      '/docs/angular/api/input_props',
      '/docs/react/api/class_style',
      '/docs/vue/api/aria',
    ]) {
      const served = await (await request.get(path)).text();
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      const tables = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('article table')).map((table) => table.outerHTML),
        );
      const server = await page.evaluate(
        (html) =>
          Array.from(
            new DOMParser().parseFromString(html, 'text/html').querySelectorAll('article table'),
          ).map((table) => table.outerHTML),
        served,
      );
      expect(server.length, `${path} has tables`).toBeGreaterThan(0);
      expect(await tables(), `${path} with no version`).toEqual(server);

      const oldest = (await versionSelect(page).locator('option').allTextContents()).at(-1)!;
      await versionSelect(page).selectOption(oldest);
      await expect(page.getByRole('status').filter({hasText: `Reading as ${oldest}`})).toBeVisible();
      await versionSelect(page).selectOption('');
      expect(await tables(), `${path} after choosing ${oldest} and none again`).toEqual(server);
    }
  });
});

test.describe('phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a removed member stays hidden on a phone until a release that has it is chosen', async ({page}) => {
    const removed = facts.packages.react.history.removedMembers.find((m) => m.list === 'customClassKeys')!;
    const name = page.locator('article table[data-api-table] tr').filter({hasText: removed.name});
    await gotoHydrated(page, '/docs/react/api/class_style');
    await expect(name).toBeHidden();
    await versionSelect(page).selectOption(removed.since);
    await expect(name).toBeVisible();
    await expect(name).toContainText(`removed in ${removed.removed}`);
  });
});

test.describe('examples and the builder', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 997, 'one run, at desktop width');

  test("the Using page and the builder name the members the reader's release lacks", async ({page}) => {
    const showViewMore = facts.packages.react.props.find((p) => p.name === 'showViewMore')!;
    const before = facts.packages.react.releases
      .map((r) => r.version)
      .find((v) => !membersAt(facts, 'react', v).members.some((m) => m.name === 'showViewMore'))!;
    // No version chosen: no such note.
    await gotoHydrated(page, '/docs/react/api/using_module');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('note').filter({hasText: 'Your version'})).toHaveCount(0);

    // Chosen on an API page, remembered for React.
    await gotoHydrated(page, `/docs/react/api/props?version=${before}`);
    await gotoHydrated(page, '/docs/react/api/using_module');
    await expect(
      page
        .getByRole('note')
        .filter({hasText: `showViewMore (added in ${showViewMore.since})`})
        .first(),
    ).toContainText(`Your version, ${before}, does not have`);

    // The builder's file, once it names showViewMore (its default, true, is left out of the file).
    await gotoHydrated(page, '/docs/react/examples/stackblitz');
    const react = page.getByRole('region', {name: 'Build your React file'});
    await expect(react.getByRole('radio', {name: /^Strings/})).toBeEnabled();
    const note = react.getByRole('note').filter({hasText: `Your version, ${before}`});
    await react.getByRole('radio', {name: /^Lazy loading from an API/}).check();
    await react.getByRole('checkbox', {name: 'showViewMore'}).uncheck();
    await expect(react.locator('pre code').first()).toContainText('showViewMore');
    await expect(note).toContainText(`showViewMore (added in ${showViewMore.since})`);
    await react.getByRole('checkbox', {name: 'showViewMore'}).check();
    await expect(note).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 997, 'one run, at desktop width');

  for (const mode of ['light', 'dark'] as const) {
    test(`a page read as an old release passes axe in ${mode} mode`, async ({page}) => {
      await useColorMode(page, mode);
      const oldest = facts.packages.react.releases.map((r) => r.version).at(-1)!;
      for (const path of [
        `/docs/react/api/class_style?version=${oldest}`,
        '/docs/angular/api/input_props?version=1.0.3',
      ]) {
        await gotoHydrated(page, path);
        await expect(page.getByRole('status').filter({hasText: 'Reading as'})).toBeVisible();
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});
