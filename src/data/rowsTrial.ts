/**
 * The rows trial (issue 60): run in the reader's browser by the live preview's frame, and recorded on
 * the real packages by tests/packages/rows.spec.ts. Both read these functions, so a figure means the
 * same wherever it shows. Each step is timed to the first paint after which the DOM stopped changing.
 */
import type {ReleaseRows, TrialFigures} from './facts';

export type {ReleaseRows, TrialFigures};

/** The largest size: phones ask before it runs. */
export const LARGEST_ROWS = 100_000;
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

export const TRIAL_PLAN: readonly TrialStep[] = ROW_COUNTS.flatMap((rows) => [
  {rows, virtual: true},
  {rows, virtual: false},
]);

/** Milliseconds, as the frame reports them. */
export interface TrialTimings extends TrialStep {
  readonly mountMs: number;
  readonly openMs: number;
  readonly rendered: number;
  readonly keystrokes: readonly number[];
}

export interface TrialFacts {
  readonly virtualScroll: object;
}

/** The virtual-scroll members the trial sets: the page size, and the switch to every row at once. */
const PAGE_SIZE = 'initialVisibleData';
const ALL_AT_ONCE = 'loadAllDataAtOnce';

/** Virtual scroll off: `loadAllDataAtOnce` where the package has it, else a page size of every row. */
export function trialMembers(
  facts: TrialFacts,
  {rows, virtual}: TrialStep,
): Record<string, number | boolean> {
  if (virtual) return {};
  if (ALL_AT_ONCE in facts.virtualScroll) return {[ALL_AT_ONCE]: true};
  return {[PAGE_SIZE]: rows, isScrollThresholdRequired: false};
}

/** What a package puts in the page with virtual scroll on: the first page (the page-size member's rows). */
export interface FirstPage {
  readonly member: string;
  readonly rows: number;
  /** The member that puts every row in the page at once, where the package has one. */
  readonly allAtOnce?: string;
}

/** A package's first page, from its page-size member's default; undefined when it has none. */
export function firstPageOf(
  facts: TrialFacts & {readonly memberDefaults: Readonly<Record<string, unknown>>},
): FirstPage | undefined {
  const rows = facts.memberDefaults[PAGE_SIZE];
  if (typeof rows !== 'number') return undefined;
  return {member: PAGE_SIZE, rows, ...(ALL_AT_ONCE in facts.virtualScroll ? {allAtOnce: ALL_AT_ONCE} : {})};
}

/** By nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

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

/** The largest size whose runs were all usable; 0 when none. */
export function usableUpTo(runs: readonly TrialFigures[], virtual: boolean): number {
  let largest = 0;
  for (const rows of ROW_COUNTS) {
    const run = runs.find((r) => r.rows === rows && r.virtual === virtual);
    if (!run || !run.usable) break;
    largest = rows;
  }
  return largest;
}

export interface RowsTrialData {
  readonly npmName: string;
  readonly latestVersion: string;
  readonly recorded: {readonly version: string; readonly rows: ReleaseRows} | null;
  readonly plan: readonly (TrialStep & {readonly members: Record<string, number | boolean>})[];
}

/** One package's `@facts/rows` (releases newest first). */
export function rowsTrialOf(
  pkg: TrialFacts & {
    readonly npmName: string;
    readonly latestVersion: string;
    readonly releases: readonly {readonly version: string; readonly rows?: ReleaseRows}[];
  },
): RowsTrialData {
  const found = pkg.releases.find((r) => r.rows);
  return {
    npmName: pkg.npmName,
    latestVersion: pkg.latestVersion,
    recorded: found ? {version: found.version, rows: found.rows!} : null,
    plan: TRIAL_PLAN.map((step) => ({...step, members: trialMembers(pkg, step)})),
  };
}
