/**
 * The rows trial's pure half (issue 60, item 3; src/data/rowsTrial.ts): the plan, what "virtual
 * scroll off" sets for each package (read from the facts), the figures a run's timings give, the
 * frame's `measured` message as the page accepts it, and the facts' `releases[].rows` refused
 * when a field is wrong, naming it; the Using pages as built, against the facts' recording. The
 * in-browser run is tests/e2e/rows-trial.spec.ts.
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import semver from 'semver';
import {frameworkIds} from '../../src/data/frameworks';
import {factsProblems} from '../../src/data/facts/validate';
import {
  figuresOf,
  percentile,
  rowsTrialOf,
  TRIAL_PLAN,
  TRIAL_WORD,
  trialMembers,
  usableUpTo,
  type ReleaseRows,
  type TrialFigures,
} from '../../src/data/rowsTrial';
import {frameMessageOf} from '../../src/components/LivePreview/messages';
import {readFacts} from '../support/facts';
import {BUILD_DIR, loadBuiltPage} from '../support/site';

type Facts = {
  packages: Record<string, {virtualScroll: object; releases: {version: string; rows?: unknown}[]}>;
};

test('the plan runs each size with virtual scroll on, then off; "off" is what each package can do', () => {
  expect(TRIAL_PLAN.map((s) => `${s.rows}-${s.virtual}`)).toEqual([
    '1000-true',
    '1000-false',
    '10000-true',
    '10000-false',
    '100000-true',
    '100000-false',
  ]);
  const {packages} = readFacts<Facts>();
  // Vue's facts name a switch that renders every row; the others are given a page of every row.
  expect('loadAllDataAtOnce' in packages.vue!.virtualScroll).toBe(true);
  expect(trialMembers(packages.vue!, {rows: 10_000, virtual: false})).toEqual({loadAllDataAtOnce: true});
  for (const id of ['angular', 'react']) {
    expect('loadAllDataAtOnce' in packages[id]!.virtualScroll).toBe(false);
    expect(trialMembers(packages[id]!, {rows: 10_000, virtual: false})).toEqual({
      initialVisibleData: 10_000,
      isScrollThresholdRequired: false,
    });
    expect(trialMembers(packages[id]!, {rows: 10_000, virtual: true})).toEqual({});
  }
});

test("a run's figures: nearest-rank median and 95th percentile, usable only when every step is within 100 ms", () => {
  expect(percentile([5, 1, 3], 50)).toBe(3);
  expect(percentile([1, 2, 3, 4, 5, 6], 50)).toBe(3);
  expect(percentile([1, 2, 3, 4, 5, 6], 95)).toBe(6);
  expect(() => percentile([], 50)).toThrow('percentile of no values');
  const run = {
    rows: 1000,
    virtual: true,
    mountMs: 400,
    openMs: 40.4,
    rendered: 1000,
    keystrokes: [10, 20, 30.6, 40, 50, 99],
  };
  expect(figuresOf(run)).toEqual({
    rows: 1000,
    virtual: true,
    openMs: 40,
    keystrokeMedianMs: 31,
    keystrokeP95Ms: 99,
    rendered: 1000,
    usable: true,
  });
  // The mount is not a reader's step; a slow open or key is.
  expect(figuresOf({...run, keystrokes: [10, 101]}).usable).toBe(false);
  expect(figuresOf({...run, openMs: 100.5}).usable).toBe(false);
  expect(() => figuresOf({...run, keystrokes: []})).toThrow('The run of 1000 rows has no keystrokes');

  const figures = (rows: number, virtual: boolean, usable: boolean): TrialFigures => ({
    rows,
    virtual,
    openMs: 1,
    keystrokeMedianMs: 1,
    keystrokeP95Ms: 1,
    rendered: rows,
    usable,
  });
  const runs = [figures(1000, true, true), figures(10_000, true, true), figures(100_000, true, false)];
  expect(usableUpTo(runs, true)).toBe(10_000);
  expect(usableUpTo([figures(1000, false, false), figures(10_000, false, true)], false)).toBe(0);
});

test('the newest recorded release is the one pages show; none recorded says so', () => {
  const rows = {
    measured: '2026-12-02',
    browser: 'Chromium 1',
    cpuIndex: 1500,
    cpuSlowdown: 4.6,
    word: TRIAL_WORD,
    runs: [],
  };
  const data = rowsTrialOf({
    npmName: 'p',
    latestVersion: '3.0.0',
    virtualScroll: {},
    releases: [
      {version: '3.0.0'},
      {version: '2.0.0', rows},
      {version: '1.0.0', rows: {...rows, measured: '2025-01-01'}},
    ],
  });
  expect(data.recorded).toEqual({version: '2.0.0', rows});
  expect(data.plan).toHaveLength(TRIAL_PLAN.length);
  expect(
    rowsTrialOf({npmName: 'p', latestVersion: '1.0.0', virtualScroll: {}, releases: [{version: '1.0.0'}]})
      .recorded,
  ).toBeNull();
});

test("the page accepts the frame's measured message only whole", () => {
  const message = {
    type: 'measured',
    id: 2,
    rows: 10_000,
    mountMs: 5,
    openMs: 6,
    rendered: 1000,
    keystrokes: [1, 2],
  };
  expect(frameMessageOf(message)).toEqual(message);
  expect(frameMessageOf({...message, keystrokes: []})).toBeNull();
  expect(frameMessageOf({...message, keystrokes: [1, -2]})).toBeNull();
  expect(frameMessageOf({...message, openMs: 'fast'})).toBeNull();
  expect(frameMessageOf({type: 'measure-failed', id: 1, reason: 'still changing'})).toEqual({
    type: 'measure-failed',
    id: 1,
    reason: 'still changing',
  });
  expect(frameMessageOf({type: 'measure-failed', id: 'x', reason: 'r'})).toBeNull();
});

test('a recording with a wrong field is refused, naming the release and the field', () => {
  const facts = readFacts<Facts>();
  const release = facts.packages.react!.releases.at(-1)!;
  release.rows = {
    measured: '2026-12-02',
    browser: 'Chromium 1',
    cpuIndex: 1500,
    cpuSlowdown: 4.6,
    word: TRIAL_WORD,
    runs: [{rows: 1000, virtual: true, openMs: 'fast'}],
  };
  const problems = factsProblems(facts).join('\n');
  expect(problems).toContain(release.version);
  expect(problems).toContain('openMs');
});

test("each Using page shows the newest recorded release's runs, what they ran on, and no button in its twin", () => {
  const facts = readFacts<{
    packages: Record<
      string,
      {npmName: string; latestVersion: string; releases: {version: string; rows?: ReleaseRows}[]}
    >;
  }>();
  const text = (s: string) => s.replace(/\s+/g, ' ').trim();
  for (const framework of frameworkIds) {
    const pkg = facts.packages[framework]!;
    const releases = [...pkg.releases].sort((a, b) => semver.rcompare(a.version, b.version));
    const recorded = releases.find((r) => r.rows);
    const $ = loadBuiltPage(`/docs/${framework}/api/using_module`);
    const page = text($('article').text());
    expect(page, framework).toContain('How many rows it takes');
    if (!recorded) {
      expect(page).toContain(`No release of ${pkg.npmName} has been recorded yet.`);
      continue;
    }
    const rows = recorded.rows!;
    const table = $('table[data-rows-table="recorded"]');
    expect(table.length, `${framework}: the recorded table (rebuild with \`npm run build\`)`).toBe(1);
    expect(text(table.find('caption').text())).toBe(
      `${pkg.npmName} ${recorded.version}, recorded on ${new Date(`${rows.measured}T00:00:00Z`).toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'})}`,
    );
    for (const run of rows.runs) {
      const cells = table
        .find(`tr[data-rows-run="${run.rows}-${run.virtual ? 'on' : 'off'}"]`)
        .children()
        .map((_, cell) => text($(cell).text()))
        .get();
      const ms = (n: number) => `${n.toLocaleString('en-GB')} ms`;
      expect(cells, `${framework}: ${run.rows} rows, virtual ${run.virtual}`).toEqual([
        run.rows.toLocaleString('en-GB'),
        `${run.virtual ? 'on' : 'off'} (${run.rendered.toLocaleString('en-GB')} in the page)`,
        ms(run.openMs),
        `${ms(run.keystrokeMedianMs)} / ${ms(run.keystrokeP95Ms)}`,
        run.usable ? '✓ yes' : '✗ no',
      ]);
    }
    expect(page).toContain(
      `in ${rows.browser}, with the CPU slowed ${rows.cpuSlowdown}× for a machine of CPU index`,
    );
    expect(page).toContain(`The word typed was ${rows.word}.`);
    if (recorded.version !== pkg.latestVersion)
      expect(page).toContain(`The latest release, ${pkg.latestVersion}, has not been recorded`);
    // The page's own control stays out of the Markdown twin; the figures are in it.
    const twin = readFileSync(join(BUILD_DIR, 'docs', framework, 'api', 'using_module.md'), 'utf8');
    expect(twin).not.toContain('Measure in this browser');
    expect(twin).toContain(`${pkg.npmName} ${recorded.version}, recorded on`);
  }
});
