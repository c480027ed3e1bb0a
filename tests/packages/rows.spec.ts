/**
 * "How many rows it takes" on the real packages (issue 60, item 3; src/data/rowsTrial.ts), under
 * `npm run check:packages` only: the Using page's rows trial, run as a reader runs it (the button,
 * the frame's measurement in the browser) on the tarball's own module served by the CDN double
 * (tests/support/cdn.ts), with the frame's CPU slowed as the speed bench slows Lighthouse's for this
 * machine (ROWS_CPU: `{"index": <Lighthouse's benchmarkIndex>, "slowdown": <multiplier>}`, which
 * scripts/check-packages.mjs measures with `npm run bench -- --calibrate-only`). Every run must
 * finish, and the facts must hold a recording for the tarball's version (its figures are printed
 * beside the fresh ones: timings move from run to run, so they are not compared). With
 * `RECORD_ROWS=1` the figures are written into the facts instead, as `releases[].rows` of the
 * tarball's version.
 */
import {test, expect, type Page} from '@playwright/test';
import {readFileSync, writeFileSync} from 'node:fs';
import {frameworkIds} from '../../src/data/frameworks';
import {TRIAL_PLAN, TRIAL_WORD, type ReleaseRows, type TrialFigures} from '../../src/data/rowsTrial';
import {angularCdn, serveCdn} from '../support/cdn';
import {FACTS_FILE} from '../support/facts';
import {gotoHydrated} from '../support/journey';
import {realPackage} from '../support/realPackages';

const RECORD = process.env.RECORD_ROWS === '1';

/** The CPU the bench emulates on this machine, from ROWS_CPU. */
function cpu(): {index: number; slowdown: number} {
  const text = process.env.ROWS_CPU;
  if (!text) throw new Error('ROWS_CPU is not set: run this spec through npm run check:packages');
  const value = JSON.parse(text) as {index?: unknown; slowdown?: unknown};
  if (typeof value.index !== 'number' || typeof value.slowdown !== 'number' || value.slowdown < 1)
    throw new Error(`ROWS_CPU must be {"index": <number>, "slowdown": <number of 1 or more>}, not ${text}`);
  return {index: value.index, slowdown: value.slowdown};
}

/** "1,234 ms" → 1234. */
const msOf = (text: string): number => Number(text.replace(/[^\d]/g, ''));

/** The measured table's runs, read from its cells as the reader reads them. */
async function measuredRuns(page: Page): Promise<TrialFigures[]> {
  const runs: TrialFigures[] = [];
  for (const {rows, virtual} of TRIAL_PLAN) {
    const row = page.locator(
      `[data-rows-table="measured"] [data-rows-run="${rows}-${virtual ? 'on' : 'off'}"]`,
    );
    const cells = await row.locator('td').allInnerTexts();
    const rendered = /\(([\d,]+) in the page\)/.exec(cells[0] ?? '');
    const [median, p95] = (cells[2] ?? '').split('/');
    expect(rendered, `${rows} rows, virtual ${virtual}: ${cells.join(' | ')}`).not.toBeNull();
    runs.push({
      rows,
      virtual,
      openMs: msOf(cells[1]!),
      keystrokeMedianMs: msOf(median!),
      keystrokeP95Ms: msOf(p95!),
      rendered: msOf(rendered![1]!),
      usable: cells[3]!.startsWith('✓'),
    });
  }
  return runs;
}

// One after the other: a recording run rewrites the facts file each test writes into, and each
// run's timings must not share the CPU with another's.
test.describe.configure({mode: 'serial'});

for (const framework of frameworkIds) {
  test(`${framework}: the rows trial runs every size on the package`, async ({page, context, browser}) => {
    const real = realPackage(framework);
    test.skip(!real, `no ${framework} tarball was given`);
    test.setTimeout(1_200_000);
    const {index, slowdown} = cpu();
    if (framework === 'angular') await angularCdn();
    await serveCdn(context);
    await gotoHydrated(page, `/docs/${framework}/api/using_module`);
    await page.getByRole('button', {name: 'Measure in this browser'}).click();
    const frameElement = page.locator('iframe[title^="Live preview"]');
    await expect(frameElement).toBeAttached({timeout: 20_000});
    // The frame's CPU: its own session when it runs in a process of its own, else the page's.
    const frame = (await frameElement.elementHandle())!;
    const contentFrame = (await frame.contentFrame())!;
    const session = await context.newCDPSession(contentFrame).catch(() => context.newCDPSession(page));
    await session.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
    expect(
      await page.locator('[data-rows-phase]').innerText(),
      'the CPU was slowed before the first run that counts',
    ).toMatch(/^(Loading the component|Warming up)/);
    await expect(page.locator('[data-rows-phase]')).toHaveText('Done: every size was measured.', {
      timeout: 1_100_000,
    });
    const runs = await measuredRuns(page);
    const measured: ReleaseRows = {
      measured: new Date().toISOString().slice(0, 10),
      browser: `Chromium ${browser.version()}`,
      cpuIndex: Math.round(index),
      cpuSlowdown: slowdown,
      word: TRIAL_WORD,
      runs,
    };
    const version = real!.manifest.version;
    const facts = JSON.parse(readFileSync(FACTS_FILE, 'utf8')) as {
      packages: Record<string, {releases: {version: string; rows?: ReleaseRows}[]}>;
    };
    const release = facts.packages[framework]!.releases.find((r) => r.version === version);
    expect(release, `${framework}: the facts have no release ${version}`).toBeDefined();
    if (RECORD) {
      release!.rows = measured;
      // Written as `npm run facts:import` writes the file.
      writeFileSync(FACTS_FILE, `${JSON.stringify(facts, null, 2)}\n`);
      return;
    }
    console.log(
      `${framework} ${version}, fresh and recorded (open, per-key median / 95th):\n` +
        runs
          .map((run) => {
            const old = release!.rows?.runs.find((r) => r.rows === run.rows && r.virtual === run.virtual);
            const words = (r: TrialFigures) => `${r.openMs}, ${r.keystrokeMedianMs} / ${r.keystrokeP95Ms} ms`;
            return `  ${run.rows} ${run.virtual ? 'on ' : 'off'}: ${words(run)}; recorded ${old ? words(old) : '—'}`;
          })
          .join('\n'),
    );
    expect(
      release!.rows,
      `${framework} ${version}: no rows recording; run this spec with RECORD_ROWS=1`,
    ).toBeDefined();
  });
}
