/**
 * "How many rows it takes" (issue 60, item 3): the rows trial the Using pages run in the reader's
 * browser, through the live preview's frame (src/plugins/live-preview/frame.js, the `measure`
 * message), and `check:packages` records on the real packages into the facts with the release
 * (`releases[].rows`, tests/packages/rows.spec.ts). Pure: the plan, the settings of each run read
 * from the facts, and the figures a run's timings give. The page (src/components/RowsTrial) and the
 * recording read the same functions, so a figure means the same wherever it shows.
 *
 * A run: the component mounted afresh with `rows` generated rows ("Row 1", "Row 2"...), its list
 * opened with a click in the field, then TRIAL_WORD typed one key at a time. Each step is timed
 * from the action to the first paint after which the component's DOM stopped changing.
 */
import type {ReleaseRows, TrialFigures} from './facts';

export type {ReleaseRows, TrialFigures};

/** The largest size: phones ask before it runs. */
export const LARGEST_ROWS = 100_000;
/** The sizes a trial runs, smallest first: each with virtual scroll on, then off. */
export const ROW_COUNTS = [1000, 10_000, LARGEST_ROWS] as const;
/** What the trial types, one key at a time: each key narrows the generated rows ("Row 1"...). */
export const TRIAL_WORD = 'row 12';
/** A step whose paint comes later than this is a frame a reader feels: the list stops being usable. */
export const SLOW_FRAME_MS = 100;
/** A step still changing the page after this long is given up: the run stops there. */
export const STEP_LIMIT_MS = 30_000;

export interface TrialStep {
  readonly rows: number;
  readonly virtual: boolean;
}

/**
 * A run before the plan's first, not shown or recorded: the browser compiles the component's code
 * and the framework's first-render paths there, so the first measured run is not charged for it.
 */
export const WARM_UP_STEP: TrialStep = {rows: 1000, virtual: true};

/** Every run of a trial, in order: each size with virtual scroll on, then off. */
export const TRIAL_PLAN: readonly TrialStep[] = ROW_COUNTS.flatMap((rows) => [
  {rows, virtual: true},
  {rows, virtual: false},
]);

/** The timings of one run, as the frame reports them (milliseconds). */
export interface TrialTimings extends TrialStep {
  /** From giving the component its rows to the paint after it settled. */
  readonly mountMs: number;
  /** From the click in the field to the paint that shows the open list. */
  readonly openMs: number;
  /** The rows (`li` elements) in the page once the list is open. */
  readonly rendered: number;
  /** One per key of TRIAL_WORD: from the key to the paint of the filtered list. */
  readonly keystrokes: readonly number[];
}

/** The slice of the facts that decides what "virtual scroll off" means for a package. */
export interface TrialFacts {
  readonly virtualScroll: object;
}

/**
 * The members a run sets besides the rows. Virtual scroll on: none (the package's defaults render
 * a window of the rows). Off: a package with a switch that renders every row at once
 * (`loadAllDataAtOnce` in the facts' virtualScroll) has it set; any other is given a page size
 * of every row, and the removal of rows turned off.
 */
export function trialMembers(
  facts: TrialFacts,
  {rows, virtual}: TrialStep,
): Record<string, number | boolean> {
  if (virtual) return {};
  if ('loadAllDataAtOnce' in facts.virtualScroll) return {loadAllDataAtOnce: true};
  return {initialVisibleData: rows, isScrollThresholdRequired: false};
}

/** The value at percentile `p` (0-100) of `values`, by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A run's figures: open, median and 95th percentile of a keystroke, whether every step painted in time. */
export function figuresOf(run: TrialTimings): TrialFigures {
  if (run.keystrokes.length === 0) throw new Error(`The run of ${run.rows} rows has no keystrokes`);
  const round = (ms: number): number => Math.round(ms);
  const slowest = Math.max(run.openMs, ...run.keystrokes);
  return {
    rows: run.rows,
    virtual: run.virtual,
    openMs: round(run.openMs),
    keystrokeMedianMs: round(percentile(run.keystrokes, 50)),
    keystrokeP95Ms: round(percentile(run.keystrokes, 95)),
    rendered: run.rendered,
    usable: slowest <= SLOW_FRAME_MS,
  };
}

/** The newest release with a recording, or undefined. Releases newest first. */
export function newestRecorded(
  releases: readonly {readonly version: string; readonly rows?: ReleaseRows}[],
): {version: string; rows: ReleaseRows} | undefined {
  const found = releases.find((r) => r.rows);
  return found && {version: found.version, rows: found.rows!};
}

/** The largest size whose runs (virtual scroll on or off, as asked) were all usable; 0 when none. */
export function usableUpTo(runs: readonly TrialFigures[], virtual: boolean): number {
  let largest = 0;
  for (const rows of ROW_COUNTS) {
    const run = runs.find((r) => r.rows === rows && r.virtual === virtual);
    if (!run || !run.usable) break;
    largest = rows;
  }
  return largest;
}

/** One framework's `@facts/rows`: the package, the newest recording, and each run with its members. */
export interface RowsTrialData {
  readonly npmName: string;
  readonly latestVersion: string;
  /** The newest release recorded by check:packages, or null when none was. */
  readonly recorded: {readonly version: string; readonly rows: ReleaseRows} | null;
  readonly plan: readonly (TrialStep & {readonly members: Record<string, number | boolean>})[];
}

/** What the library-facts plugin writes as `@facts/rows` for one package (releases newest first). */
export function rowsTrialOf(
  pkg: TrialFacts & {
    readonly npmName: string;
    readonly latestVersion: string;
    readonly releases: readonly {readonly version: string; readonly rows?: ReleaseRows}[];
  },
): RowsTrialData {
  return {
    npmName: pkg.npmName,
    latestVersion: pkg.latestVersion,
    recorded: newestRecorded(pkg.releases) ?? null,
    plan: TRIAL_PLAN.map((step) => ({...step, members: trialMembers(pkg, step)})),
  };
}
