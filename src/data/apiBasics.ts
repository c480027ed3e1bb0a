/**
 * The small part of the API model the pages' prose needs (row anchors, API page routes, a few facts
 * named in sentences), so a page that only links to a row does not bundle ./api.ts, which reads it too.
 */
import type {CoreFacts, FrameworkId} from './facts';

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

/** `prop-dropdown-data`, `output-emit-selected-value`, `aria-aria-role`. */
export function rowAnchor(kind: RowKind, name: string): string {
  return `${kind}-${kebabCase(name)}`;
}

/** `prop-category-lazy-load`. */
export function categoryAnchor(kind: RowKind, category: string): string {
  return `${kind}-category-${kebabCase(category)}`;
}

/** `default: null` in the facts. */
export const NOT_SET = 'not set';
/** No since version (present from the first release) or no recorded value. */
export const EMPTY_CELL = '—';

/** Absolute, no trailing slash. */
export interface ApiPages {
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

/** The same count as `getApi(...).members`, without loading the reference facts. */
export function memberCountOf(facts: CoreFacts): number {
  return Object.keys(facts.memberDefaults).length;
}

export function memberKindOf(framework: FrameworkId): 'input' | 'prop' {
  return framework === 'angular' ? 'input' : 'prop';
}

/** Null when each ARIA key is an input (Angular). */
export function ariaPropOf(framework: FrameworkId): string | null {
  return framework === 'angular' ? null : 'aria';
}

export function typeNamesOf(facts: CoreFacts) {
  return facts.customTypeNames;
}

export function accessibilityNotesOf(facts: CoreFacts) {
  const {ariaBehaviour, keyboardNotes, keyboardGaps} = facts;
  return {ariaBehaviour, keyboardNotes, keyboardGaps} as const;
}
