/**
 * The ARIA the real packages set, recorded in a browser into ./ariaTraits.json by
 * tests/packages/aria-traits.spec.ts (`RECORD_TRAITS=1`); the tests' stand-in sets exactly these.
 */
import type {FrameworkId} from './frameworks';
import recording from './ariaTraits.json';

/**
 * An attribute's value as recorded: the value itself when it is the same every time, or a token:
 * `{row.text}` (each row's own text), `{row.index}` (each row's index, from 0), `{id}` (the id of
 * another element of the component), `{varies}` (anything else that changes).
 */
export type TraitValue = string;

export type TraitAttributes = Readonly<Record<string, TraitValue>>;

export interface TraitSnapshot {
  readonly input: TraitAttributes;
  /** The rows shown, the active row left out; null when no row is shown. */
  readonly rows: TraitAttributes | null;
  /** The row the input names (`aria-activedescendant`) or marked `aria-selected="true"`; null when none. */
  readonly activeRow: TraitAttributes | null;
}

/**
 * The steps of a recording, in order: the reader types `an` in the accessibility pages' preview
 * (the fruit list, no row disabled), then presses ArrowDown; ArrowDown and ArrowUp; Enter; types
 * `an` again and presses ArrowDown, then Escape. Each step is the snapshot after it.
 */
export const TRAIT_STEPS = ['typed', 'ArrowDown', 'ArrowUp', 'Enter', 'Escape'] as const;
export type TraitStep = (typeof TRAIT_STEPS)[number];

export interface PackageTraits {
  readonly npmName: string;
  /** Of the tarball recorded (not always the version the site documents). */
  readonly version: string;
  readonly steps: Readonly<Record<TraitStep, TraitSnapshot>>;
  /** By criterion id (./a11yCriteria.ts); absent for the stand-in, which is never judged as a whole. */
  readonly criteria?: Readonly<Record<string, CriterionRecord>>;
  readonly judgedOn?: string;
}

export interface CriterionRecord {
  readonly verdict: 'met' | 'partly' | 'not met';
  readonly evidence: readonly string[];
}

export interface AriaTraitsFile {
  readonly note: string;
  readonly packages: Readonly<Record<FrameworkId, PackageTraits>>;
}

export const ariaTraits = recording as AriaTraitsFile;
