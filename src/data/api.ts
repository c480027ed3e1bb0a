/**
 * What the API reference pages document, per framework, from `@facts/<framework>-reference`: how
 * members are grouped, and how every row is anchored and rendered.
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
  TypeKey,
  MemberCategory,
  HistoryList,
  EarlierValues,
  LensFacts,
  RemovedRow,
} from './facts';

// Pages that only link to a row import ./apiBasics.ts and do not bundle this module.
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

export interface RenderedDefault {
  readonly text: string;
  readonly code: boolean;
}

/** A string default of a `string`-typed member is a literal, quoted; other strings are code-like or prose. */
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

// Shapes the pages render.

/** A cell's value until release `until` changed it, for the version lens (src/components/ApiTable). */
export interface EarlierCell extends RenderedDefault {
  readonly until: string;
}

export interface RowHistory {
  readonly earlierDefaults?: readonly EarlierCell[];
  readonly earlierTypes?: readonly EarlierCell[];
}

export interface DocMember extends Omit<ApiMember, 'category'>, RowHistory {
  readonly category: MemberCategory | 'callbacks';
  readonly defaultNote?: string;
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

/** A member a later release removed: hidden, until the version lens picks a release that has it. */
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
  readonly latestVersion: string;
  readonly memberKind: 'input' | 'prop';
  readonly members: readonly DocMember[];
  readonly outputs: readonly DocOutput[];
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
  /** Null when each ARIA key is an input. */
  readonly ariaProp: string | null;
  readonly keyboard: readonly KeyboardEntry[];
  readonly keyboardNotes: readonly string[];
  readonly keyboardGaps: readonly string[];
  readonly contentProjection: readonly ProjectionSlot[];
  readonly pages: ApiPages;
  readonly removed: Readonly<Partial<Record<HistoryList, readonly RemovedDoc[]>>>;
}

/** The member categories' labels, in reading order. */
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

/** Categories of a member list, in the order of `categoryLabels` (unknown ones last). */
export function categoriesOf(members: readonly {category: string}[]): string[] {
  const order = Object.keys(categoryLabels);
  const rank = (c: string): number => (order.includes(c) ? order.indexOf(c) : order.length);
  return [...new Set(members.map((m) => m.category))].sort((a, b) => rank(a) - rank(b));
}

function rowHistory(earlier: EarlierValues | undefined, type = ''): RowHistory {
  if (!earlier) return {};
  const out: {earlierDefaults?: EarlierCell[]; earlierTypes?: EarlierCell[]} = {};
  if (earlier.defaults?.length)
    out.earlierDefaults = earlier.defaults.map((d) => ({...formatDefault(d.value, type), until: d.until}));
  if (earlier.types?.length)
    out.earlierTypes = earlier.types.map((t) => ({text: t.value, code: true, until: t.until}));
  return out;
}

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

/** A member with the notes its fields imply; a React or Vue function prop forms its own category. */
function docMember(
  callbacks: readonly string[],
  earlier: EarlierValues | undefined,
  m: ApiMember,
): DocMember {
  const member: DocMember = {
    ...m,
    ...(m.previousDefault && {
      defaultNote: `since ${m.previousDefault.until}; ${formatDefault(m.previousDefault.value, m.type).text} before`,
    }),
    ...(m.readmeSaysRequired && {
      required: false,
      requiredNote: 'the README marks it required; the component works without it',
    }),
    ...rowHistory(earlier, m.type),
  };
  return callbacks.includes(m.name) ? {...member, category: 'callbacks'} : member;
}

const toKey = (k: TypeKey, earlier: EarlierValues | undefined): DocKey => ({...k, ...rowHistory(earlier)});

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

export function getApi(facts: FullFacts): FrameworkApi {
  const framework = facts.id;
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
