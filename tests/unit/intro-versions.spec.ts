/**
 * The version table of every framework, as built, lists every release of the
 * facts newest first, with its date or "release date not published".
 */
import {test, expect} from '@playwright/test';
import {frameworkIds} from '../../src/data/frameworks';
import {compareVersions} from '../../src/data/facts';
import {versionsOf} from '../../src/data/versions';
import {readBuiltHtml} from '../support/site';
import {tagsOf} from '../support/html';
import {readFacts, siteFacts} from '../support/facts';

const {core} = siteFacts();
const [angular, react, vue] = [core('angular'), core('react'), core('vue')];

const expectedVersions = {
  angular: angular.releases.map((v) => v.version),
  react: react.releases.map((v) => v.version),
  vue: vue.releases.map((v) => v.version),
} as const;

/** The rows of the version table: version and inner HTML, in page order. */
function renderedRows(html: string, framework: string): {version: string; html: string}[] {
  const table = tagsOf(html, 'table').find((t) => t.attrs['data-version-table'] === framework);
  expect(table, `No <VersionTable framework="${framework}" /> on the package_versions page`).toBeDefined();
  const body = html.slice(table!.end, html.indexOf('</table>', table!.end));
  // The HTML minifier drops optional closing tags, so a row ends where the next one starts.
  const rows = tagsOf(body, 'tr');
  return rows.flatMap((tr, i) => {
    const version = tr.attrs['data-version'];
    return version === undefined
      ? []
      : [{version, html: body.slice(tr.end, rows[i + 1]?.index ?? body.length)}];
  });
}

test('compareVersions orders releases, pre-releases before their release', () => {
  expect(compareVersions('2.1.0', '2.0.3')).toBeGreaterThan(0);
  expect(compareVersions('0.0.5-beta.1', '0.0.5')).toBeLessThan(0);
  expect(compareVersions('1.0.10', '1.0.9')).toBeGreaterThan(0);
  expect(compareVersions('2.1.2', '2.1.2')).toBe(0);
});

test('the pages get releases newest first whatever the order of the facts file', () => {
  const json = readFacts<{packages: Record<string, {releases: {version: string}[]}>}>();
  for (const pkg of Object.values(json.packages)) pkg.releases.reverse();
  const shuffled = siteFacts(json);
  for (const framework of frameworkIds) {
    const expected = [...expectedVersions[framework]].sort((a, b) => compareVersions(b, a));
    expect(versionsOf(shuffled.core(framework)).map((row) => row.version)).toEqual(expected);
  }
});

for (const framework of frameworkIds) {
  test(`${framework} package_versions lists every version of the facts, newest first`, () => {
    const path = `/docs/${framework}/introduction/package_versions`;
    const rendered = renderedRows(readBuiltHtml(path), framework).map((row) => row.version);
    const expected = [...expectedVersions[framework]].sort((a, b) => compareVersions(b, a));
    expect(expected.length, `the facts list no versions for ${framework}`).toBeGreaterThan(0);
    expect(
      rendered,
      `${path} must list ${expected.join(', ')} in this order (newest first). ` +
        `Fix the order in src/data/facts/transform.ts, or src/components/VersionTable, then rebuild.`,
    ).toEqual(expected);
  });
}

test('a release without a published date says so and shows no invented date', () => {
  const undated = react.releases.filter((r) => r.date === null);
  expect(undated.length, 'the facts have React releases without a date').toBeGreaterThan(0);
  const rows = renderedRows(readBuiltHtml('/docs/react/introduction/package_versions'), 'react');
  for (const {version} of undated) {
    const row = rows.find((r) => r.version === version);
    expect(row, `no row for React ${version}`).toBeDefined();
    expect(row!.html, `React ${version} has no date in the facts`).toContain('release date not published');
    expect(row!.html, `React ${version} must not carry a <time> element`).not.toContain('<time');
  }
});

test('a member added by a release is listed with that release', () => {
  const rows = renderedRows(readBuiltHtml('/docs/react/introduction/package_versions'), 'react');
  const added = siteFacts()
    .full('react')
    .props.find((p) => p.since);
  expect(added, 'the facts have a React prop with since').toBeDefined();
  const row = rows.find((r) => r.version === added!.since);
  expect(row?.html).toMatch(
    new RegExp(`New props? [^<]*(<code>\\w+</code>[, and]*)*<code>${added!.name}</code>`),
  );
});

test('an intermediate release is marked as such', () => {
  const intermediate = angular.releases.find((r) => r.intermediate);
  expect(intermediate, 'the facts have an intermediate Angular release').toBeDefined();
  const rows = renderedRows(readBuiltHtml('/docs/angular/introduction/package_versions'), 'angular');
  const row = rows.find((r) => r.version === intermediate!.version);
  expect(row?.html, `Angular ${intermediate!.version} needs the "Intermediate version" flag`).toContain(
    'Intermediate version',
  );
});
