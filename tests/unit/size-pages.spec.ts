/**
 * The size measured from each release's tarball (`releases[].size` of the facts, issue 60), as the
 * built pages show it: the intro page's table with what was measured and when, the version table's
 * column (every release, "not measured" where the facts have no size), the compare page's row per
 * package, and the intro page's Markdown twin. Expected text is written here from the facts file.
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import semver from 'semver';
import {frameworkIds} from '../../src/data/frameworks';
import {readFacts} from '../support/facts';
import {BUILD_DIR, loadBuiltPage} from '../support/site';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, as the facts file is
type Json = any;
const facts: Json = readFacts();

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const grouped = (bytes: number) => bytes.toLocaleString('en-GB');
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const text = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The package's newest release that has a size, with it. */
function newestMeasured(framework: string): {version: string; size: Json} | undefined {
  const releases = [...facts.packages[framework].releases].sort((a: Json, b: Json) =>
    semver.rcompare(a.version, b.version),
  );
  const found = releases.find((r: Json) => r.size);
  return found && {version: found.version, size: found.size};
}

test('at least one release of each package has a size: the pages below show a figure', () => {
  for (const framework of frameworkIds) expect(newestMeasured(framework), framework).toBeDefined();
});

for (const framework of frameworkIds) {
  test(`${framework}: the intro page shows the newest measured size, what was measured and when`, () => {
    const pkg = facts.packages[framework];
    const {version, size} = newestMeasured(framework)!;
    const $ = loadBuiltPage(`/docs/${framework}/introduction/intro`);
    const table = $(`table[data-size-table="${framework}"]`);
    expect(table.length, 'the size table (rebuild with `npm run build`)').toBe(1);
    expect(text(table.find('caption').text())).toContain(`${pkg.npmName} ${version}`);
    const js = text(table.find('tr[data-size-output="js"]').text());
    expect(js).toContain(`(${grouped(size.js.minified)} bytes)`);
    expect(js).toContain(`(${grouped(size.js.gzip)} bytes)`);
    const css = text(table.find('tr[data-size-output="css"]').text());
    if (size.css) expect(css).toContain(`(${grouped(size.css.gzip)} bytes)`);
    else expect(css).toContain('no CSS file');
    const page = text($('article').text());
    expect(page).toContain(`Measured on ${day(size.measured)}`);
    expect(page).toContain(`with ${size.tool}`);
    expect(page).toContain(`imports ${size.import}`);
    expect(page).toContain(`gzipped at level ${size.gzipLevel}`);
    for (const name of [...size.external, ...size.leftOut]) expect(page).toContain(name);
    if (version !== pkg.latestVersion)
      expect(page).toContain(`The latest release, ${pkg.latestVersion}, has not been measured`);

    const twin = readFileSync(join(BUILD_DIR, 'docs', framework, 'introduction', 'intro.md'), 'utf8');
    expect(twin).toContain(`${kB(size.js.gzip)} (${grouped(size.js.gzip)} bytes)`);
    expect(twin).toContain(`Measured on ${day(size.measured)}`);
  });

  test(`${framework}: the version table gives each release's gzipped size, or "not measured"`, () => {
    const $ = loadBuiltPage(`/docs/${framework}/introduction/package_versions`);
    for (const release of facts.packages[framework].releases) {
      const cell = text(
        $(`table[data-version-table="${framework}"] td[data-size="${release.version}"]`).text(),
      );
      if (release.size) {
        expect(cell, release.version).toContain(`JavaScript ${kB(release.size.js.gzip)}`);
        if (release.size.css) expect(cell, release.version).toContain(`CSS ${kB(release.size.css.gzip)}`);
      } else expect(cell, release.version).toBe('not measured');
    }
  });
}

test('the compare page shows each package side by side at its newest measured release', () => {
  const $ = loadBuiltPage('/docs/compare');
  const table = $('table[data-size-table="compare"]');
  const cell = (row: string, framework: string) =>
    text(table.find(`tr[data-size-row="${row}"] td[data-framework="${framework}"]`).text());
  for (const framework of frameworkIds) {
    const {version, size} = newestMeasured(framework)!;
    expect(cell('Release measured', framework)).toContain(version);
    expect(cell('JavaScript, gzipped', framework)).toBe(kB(size.js.gzip));
    expect(cell('JavaScript, minified', framework)).toBe(kB(size.js.minified));
    expect(cell('CSS, gzipped', framework)).toBe(size.css ? kB(size.css.gzip) : 'no CSS file');
    expect(cell('CSS, minified', framework)).toBe(size.css ? kB(size.css.minified) : 'no CSS file');
    expect(cell('Measured on', framework)).toBe(day(size.measured));
  }
});
