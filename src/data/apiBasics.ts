/**
 * The small part of the API model that the pages' prose needs: row anchors,
 * the route of each API page, and a few facts named in sentences (member
 * kind, ARIA prop, type names, ARIA and keyboard notes). ./api.ts builds the
 * full reference (members, keys, outputs) for the tables, which load after
 * hydration (speed layer islands); pages whose own text only links to a row or names
 * a type do not bundle it. ./api.ts takes these values from here, so both
 * always agree. Functions that need package facts take them as an argument
 * (`@facts/<framework>`, see src/plugins/library-facts).
 *
 * Imports are relative (no `@site/`): the unit specs load this file as plain TypeScript.
 */
import type {CoreFacts, FrameworkId} from './facts';

// ---------------------------------------------------------------------------
// Anchors and cell texts (pure functions, shared by the table component and tests)
// ---------------------------------------------------------------------------

/** Prefix of a row anchor; it names what the row documents so ids never collide with headings. */
export type RowKind =
  'input' | 'prop' | 'output' | 'class' | 'style' | 'aria' | 'keyboard' | 'option' | 'slot';

/** `dropdownData` → `dropdown-data`, `ariaULList` → `aria-ul-list`, `[customSpinner]` → `custom-spinner`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** Stable id of a table row, e.g. `prop-dropdown-data`, `output-emit-selected-value`, `aria-aria-role`. */
export function rowAnchor(kind: RowKind, name: string): string {
  return `${kind}-${kebabCase(name)}`;
}

/** Id of the sub-heading of a category inside a grouped table, e.g. `prop-category-lazy-load`. */
export function categoryAnchor(kind: RowKind, category: string): string {
  return `${kind}-category-${kebabCase(category)}`;
}

/** Text shown for a default the component leaves undefined (`default: null` in the facts). */
export const NOT_SET = 'not set';
/** Text shown in an empty cell: no since version (present from the first release) or no recorded value. */
export const EMPTY_CELL = '—';

/** Route of each API page of a framework (absolute, no trailing slash). */
export interface ApiPages {
  /** Inputs (Angular) or props (React, Vue). */
  readonly members: string;
  /** Angular only. */
  readonly outputs?: string;
  readonly spinner?: string;
  readonly classStyle: string;
  readonly aria: string;
  readonly usingModule: string;
  readonly install: string;
  readonly intro: string;
}

export function apiPagesOf(framework: FrameworkId): ApiPages {
  const api = `/docs/${framework}/api`;
  return {
    members: framework === 'angular' ? `${api}/input_props` : `${api}/props`,
    ...(framework === 'angular' ? {outputs: `${api}/output_props`, spinner: `${api}/spinner`} : {}),
    classStyle: `${api}/class_style`,
    aria: `${api}/aria`,
    usingModule: `${api}/using_module`,
    install: `/docs/${framework}/installation/install`,
    intro: `/docs/${framework}/introduction/intro`,
  };
}

/**
 * How many inputs (Angular) or props (React, Vue) the documented version has,
 * from the core facts: the same count as `getApi(...).members`, without
 * loading the reference facts.
 */
export function memberCountOf(facts: CoreFacts): number {
  return Object.keys(facts.memberDefaults).length;
}

/** Whether a framework's members are Angular inputs or props (React, Vue). */
export function memberKindOf(framework: FrameworkId): 'input' | 'prop' {
  return framework === 'angular' ? 'input' : 'prop';
}

/** Name of the prop that receives the ARIA keys (`aria`), or null when each key is an input (Angular). */
export function ariaPropOf(framework: FrameworkId): string | null {
  return framework === 'angular' ? null : 'aria';
}

/** The names of the customClass, customStyle and ARIA types of a framework. */
export function typeNamesOf(facts: CoreFacts) {
  return facts.customTypeNames;
}

/** What the component does for screen readers, how its keyboard support works and what it lacks. */
export function accessibilityNotesOf(facts: CoreFacts) {
  const {ariaBehaviour, keyboardNotes, keyboardGaps} = facts;
  return {ariaBehaviour, keyboardNotes, keyboardGaps} as const;
}
