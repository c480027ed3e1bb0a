/**
 * The ARIA the real packages set (issue "Derived, not restated", item 5), as recorded from each
 * package in a browser (`ariaTraits.json`, written by tests/packages/aria-traits.spec.ts under
 * `npm run check:packages` with `RECORD_TRAITS=1`): the `role` and `aria-*` attributes of the input
 * and of the list's rows after the reader types, and after each key of the keyboard table. The
 * stand-in of the tests sets exactly these (tests/stand-in/generate.ts); the accessibility pages
 * say what it holds in sentences (./recordedAria.ts). Pure: no React, no browser globals.
 */
import type {FrameworkId} from './frameworks';
import recording from './ariaTraits.json';

/**
 * An attribute's value as recorded: the value itself when it is the same every time, or a token:
 * `{row.text}` (each row's own text), `{row.index}` (each row's index, from 0), `{id}` (the id of
 * another element of the component), `{varies}` (anything else that changes).
 */
export type TraitValue = string;

/** `role` and the `aria-*` attributes an element has, by name. */
export type TraitAttributes = Readonly<Record<string, TraitValue>>;

/** What the component shows at one step: the input, the rows (but the active one) and the active row. */
export interface TraitSnapshot {
  readonly input: TraitAttributes;
  /** The attributes of the rows shown, the active row left out; null when no row is shown. */
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
  /** The version of the tarball it was recorded from (not always the version the site documents). */
  readonly version: string;
  readonly steps: Readonly<Record<TraitStep, TraitSnapshot>>;
  /**
   * The package judged against the accessibility criteria (./a11yCriteria.ts), by criterion id,
   * from the same tarball; absent from a reading of the stand-in, which is never judged as a whole.
   */
  readonly criteria?: Readonly<Record<string, CriterionRecord>>;
  /** The day the criteria were judged (YYYY-MM-DD). */
  readonly judgedOn?: string;
}

/** One criterion's verdict, with the evidence that decided it (./a11yCriteria.ts says how each is judged). */
export interface CriterionRecord {
  readonly verdict: 'met' | 'partly' | 'not met';
  readonly evidence: readonly string[];
}

export interface AriaTraitsFile {
  readonly note: string;
  readonly packages: Readonly<Record<FrameworkId, PackageTraits>>;
}

export const ariaTraits = recording as AriaTraitsFile;
