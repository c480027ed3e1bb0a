/**
 * What the API reference pages document, per framework, derived from the
 * package facts passed in (`@facts/<framework>-reference`, which the API
 * table islands load after hydration; src/plugins/library-facts). This module decides
 * how members are grouped, and how every row is anchored and rendered. The
 * documented version is each package's `latestVersion`, read as it is.
 *
 * Imports are relative (no `@site/`): the unit specs load this file as plain TypeScript.
 */
import {
  NOT_SET,
  accessibilityNotesOf,
  apiPagesOf,
  ariaPropOf,
  memberKindOf,
  typeNamesOf,
  type ApiPages,
} from './apiBasics';
export {vueRelativeSearch} from './apiProse';
import type {
  ApiMember,
  FrameworkId,
  FullFacts,
  KeyboardEntry,
  OutputMember,
  Requirement,
  TypeKey,
  MemberCategory,
  HistoryList,
  EarlierValues,
  LensFacts,
  RemovedRow,
} from './facts';

// Anchors, page routes and the facts that prose needs live in ./apiBasics.ts
// (pages that only link to a row do not bundle this module); re-exported here.
export {
  EMPTY_CELL,
  NOT_SET,
  apiPagesOf,
  categoryAnchor,
  kebabCase,
  rowAnchor,
  type ApiPages,
  type RowKind,
} from './apiBasics';

export type DefaultValue = ApiMember['default'];

/** How a default is rendered: the text, and whether it is a literal value (shown as code). */
export interface RenderedDefault {
  readonly text: string;
  readonly code: boolean;
}

/**
 * Renders a default value readably. `null` → "not set"; booleans and numbers as
 * code; a string default of a `string`-typed member is a literal, shown quoted;
 * other strings are either code-like (`[]`, `{}`) or a short description.
 */
export function formatDefault(value: DefaultValue | undefined, type = ''): RenderedDefault {
  if (value === null || value === undefined) return {text: NOT_SET, code: false};
  if (typeof value === 'boolean' || typeof value === 'number') return {text: String(value), code: true};
  if (typeof value === 'string') {
    if (/^string\b/.test(type)) return {text: JSON.stringify(value), code: true};
    if (/^[[{]/.test(value)) return {text: value, code: true};
    return {text: value, code: false};
  }
  return {text: JSON.stringify(value), code: true};
}

// ---------------------------------------------------------------------------
// Shapes the pages render
// ---------------------------------------------------------------------------

/**
 * A value a row's cell had in earlier releases (a default, a type), as the
 * cell would show it, until the release `until` changed it; oldest first. The
 * tables carry them for the version lens (src/components/ApiTable).
 */
export interface EarlierCell extends RenderedDefault {
  readonly until: string;
}

/** What the version lens reads of a row: its earlier defaults and types. */
export interface RowHistory {
  readonly earlierDefaults?: readonly EarlierCell[];
  readonly earlierTypes?: readonly EarlierCell[];
}

/** An input or prop as documented, with the notes the facts file does not carry. */
export interface DocMember extends Omit<ApiMember, 'category'>, RowHistory {
  /** The facts' category, or `callbacks` for React's and Vue's function props. */
  readonly category: MemberCategory | 'callbacks';
  /** Shown under the default, e.g. when a published release changed it. */
  readonly defaultNote?: string;
  /** Shown under the Required value. */
  readonly requiredNote?: string;
}

export interface DocKey extends TypeKey, RowHistory {
  readonly note?: string;
}

export interface DocOutput extends OutputMember, RowHistory {
  /** The flag an author must actually set (null: none), when it differs from what the README says. */
  readonly effectiveFlag: string | null;
  readonly flagNote?: string;
}

/**
 * A member a later release removed (the lens's `RemovedRow`, its default rendered): the tables
 * render it hidden, and the version lens shows it to a reader whose release still has it.
 */
export interface RemovedDoc extends Omit<RemovedRow, 'list' | 'default'> {
  readonly default: RenderedDefault | undefined;
  /** Members: the category whose table shows it (that of `renamedTo`, else the last one). */
  readonly category?: string;
}

export interface ProjectionSlot {
  readonly selector: string;
  readonly location: string;
  readonly shownWhen: string;
  readonly example: string;
  readonly tip?: string;
}

export interface FrameworkApi {
  readonly framework: FrameworkId;
  readonly npmName: string;
  /** The version the reference describes. */
  readonly latestVersion: string;
  /** Row kind of the members: `input` for Angular, `prop` for React and Vue. */
  readonly memberKind: 'input' | 'prop';
  readonly members: readonly DocMember[];
  readonly outputs: readonly DocOutput[];
  /** Names of the members that are callbacks (function props). Empty for Angular. */
  readonly callbacks: readonly string[];
  readonly classKeys: readonly DocKey[];
  readonly styleKeys: readonly DocKey[];
  readonly ariaKeys: readonly DocKey[];
  readonly typeNames: {
    readonly classes: string;
    readonly styles: string;
    readonly aria?: string;
    readonly styleValueType: string;
  };
  /** Name of the member that receives the ARIA keys (`aria`), or null when each key is an input. */
  readonly ariaProp: string | null;
  readonly keyboard: readonly KeyboardEntry[];
  readonly keyboardNotes: readonly string[];
  /** What the key handling does not do: the facts' `keyboardGaps`. */
  readonly keyboardGaps: readonly string[];
  readonly contentProjection: readonly ProjectionSlot[];
  readonly pages: ApiPages;
  /** Members later releases removed, by list (`inputs`, `props`, `customClassKeys`...). */
  readonly removed: Readonly<Partial<Record<HistoryList, readonly RemovedDoc[]>>>;
}

/** Human labels of the member categories used in the facts, in a sensible reading order. */
export const categoryLabels: Readonly<Record<MemberCategory | 'callbacks', string>> = {
  data: 'Data',
  callbacks: 'Callbacks (function props)',
  display: 'Display',
  behaviour: 'Behaviour',
  search: 'Search',
  disable: 'Disabling items',
  performance: 'Performance',
  virtualScroll: 'Virtual scroll',
  lazyLoad: 'Lazy loading',
  viewMore: 'View More',
  events: 'Event switches',
  debug: 'Debugging',
  styling: 'Styling',
  aria: 'Accessibility (ARIA)',
};

export function categoryLabel(category: string): string {
  return (categoryLabels as Readonly<Record<string, string>>)[category] ?? category;
}

/** Categories of a member list, in the order of `categoryLabels` (unknown categories last, as they appear). */
export function categoriesOf(members: readonly {category: string}[]): string[] {
  const order = Object.keys(categoryLabels);
  const rank = (c: string): number => (order.includes(c) ? order.indexOf(c) : order.length);
  return [...new Set(members.map((m) => m.category))].sort((a, b) => rank(a) - rank(b));
}

/** The earlier defaults and types of a row, rendered as its cells show them. */
function rowHistory(earlier: EarlierValues | undefined, type = ''): RowHistory {
  if (!earlier) return {};
  const out: {earlierDefaults?: EarlierCell[]; earlierTypes?: EarlierCell[]} = {};
  if (earlier.defaults?.length)
    out.earlierDefaults = earlier.defaults.map((d) => ({...formatDefault(d.value, type), until: d.until}));
  if (earlier.types?.length)
    out.earlierTypes = earlier.types.map((t) => ({text: t.value, code: true, until: t.until}));
  return out;
}

/** The removed members of each list, for the tables (members in the table of a category). */
function removedRows(
  lens: LensFacts,
  members: readonly {name: string; category: string}[],
): Partial<Record<HistoryList, RemovedDoc[]>> {
  const lastCategory = categoriesOf(members).at(-1);
  const out: Partial<Record<HistoryList, RemovedDoc[]>> = {};
  // The lens leaves out a field it has no value for (and a removed member's default when it had none).
  for (const {list, default: value, ...row} of lens.removed) {
    const replacement = members.find((m) => m.name === row.renamedTo);
    (out[list] ??= []).push({
      ...row,
      default: value === undefined ? undefined : formatDefault(value, row.type),
      ...(list === 'inputs' || list === 'props' ? {category: replacement?.category ?? lastCategory} : {}),
    });
  }
  return out;
}

/** Notes the facts carry as fields: a default a release changed, a README that asks too much. */
function toMember(m: ApiMember): DocMember {
  const notes: {defaultNote?: string; requiredNote?: string; required?: Requirement} = {};
  if (m.previousDefault) {
    notes.defaultNote = `since ${m.previousDefault.until}; ${formatDefault(m.previousDefault.value, m.type).text} before`;
  }
  if (m.readmeSaysRequired) {
    notes.required = false;
    notes.requiredNote = 'the README marks it required; the component works without it';
  }
  return {...m, ...notes};
}

/** A member; a React or Vue function prop (named in `callbacks`) forms its own category. */
function docMember(
  callbacks: readonly string[],
  earlier: EarlierValues | undefined,
  m: ApiMember,
): DocMember {
  const member = {...toMember(m), ...rowHistory(earlier, m.type)};
  return callbacks.includes(m.name) ? {...member, category: 'callbacks'} : member;
}

function toKey(k: TypeKey, earlier: EarlierValues | undefined): DocKey {
  return {...k, ...rowHistory(earlier)};
}

/** An Angular output; where the component ignores its documented flag (`ignoresFlag`), no flag and a note. */
function angularOutput(o: OutputMember, earlier: EarlierValues | undefined): DocOutput {
  const history = rowHistory(earlier);
  if (!o.ignoresFlag) return {...o, ...history, effectiveFlag: o.requiresFlag};
  return {
    ...o,
    ...history,
    effectiveFlag: null,
    flagNote: o.documentedFlag
      ? `The README asks for ${o.documentedFlag}; the component ignores that input and always sends this output.`
      : undefined,
  };
}

/** What a framework's API pages document, from its full facts (`@facts/<framework>-reference`). */
export function getApi(facts: FullFacts): FrameworkApi {
  const framework = facts.id;
  // Angular has inputs, outputs and projection slots; React and Vue have props, their function props
  // grouped as callbacks.
  const callbacks = facts.id === 'angular' ? [] : facts.callbackNames;
  const members = facts.id === 'angular' ? facts.inputs : facts.props;
  const memberList = facts.id === 'angular' ? 'inputs' : 'props';
  const {keyboardNotes, keyboardGaps} = accessibilityNotesOf(facts);
  const earlier = facts.lens.earlier;
  const docMembers = members.map((m) => docMember(callbacks, earlier[memberList]?.[m.name], m));
  return {
    framework,
    npmName: facts.npmName,
    latestVersion: facts.latestVersion,
    memberKind: memberKindOf(framework),
    members: docMembers,
    outputs:
      facts.id === 'angular' ? facts.outputs.map((o) => angularOutput(o, earlier.outputs?.[o.name])) : [],
    callbacks,
    classKeys: facts.customClassKeys.map((k) => toKey(k, earlier.customClassKeys?.[k.name])),
    styleKeys: facts.customStyleKeys.map((k) => toKey(k, earlier.customStyleKeys?.[k.name])),
    ariaKeys: facts.ariaKeys.map((k) => toKey(k, earlier.ariaKeys?.[k.name])),
    typeNames: typeNamesOf(facts),
    ariaProp: ariaPropOf(framework),
    keyboard: facts.keyboard,
    keyboardNotes,
    keyboardGaps,
    contentProjection: facts.id === 'angular' ? facts.contentProjection : [],
    pages: apiPagesOf(framework),
    removed: removedRows(facts.lens, docMembers),
  };
}
