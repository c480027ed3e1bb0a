/** The documentation model the tools answer from, made with the site's own functions from its facts file. */
import {
  factsModules,
  membersAt,
  newestFirst,
  parseFacts,
  releasesOf,
  withoutMaintainerNotes,
} from '../../src/data/facts';
import type {FullFacts, MemberAt, MemberKind as HistoryKind} from '../../src/data/facts';
import {
  categoryLabel,
  formatDefault,
  getApi,
  rowAnchor,
  type FrameworkApi,
  type RowKind,
} from '../../src/data/api';
import {compareRows, type CompareRow} from '../../src/data/compare';
import {exampleFiles} from '../../src/data/examples';
import {byFramework, frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {catalogueOf} from '../../src/lib/builder';
import {readText, type DataFiles} from './data';

/** The MCP's kind of a member of the history's lists: what kind of row of the API pages it is. */
const KIND_OF = {
  input: 'input',
  prop: 'prop',
  output: 'output',
  classKey: 'class key',
  styleKey: 'style key',
  ariaKey: 'aria key',
  keyboardKey: 'keyboard key',
} as const satisfies Readonly<Record<HistoryKind, string>>;

export type MemberKind = (typeof KIND_OF)[HistoryKind];

export const MEMBER_KINDS: readonly MemberKind[] = Object.values(KIND_OF);

export interface Counterpart {
  readonly framework: FrameworkId;
  readonly name: string;
  /** The compare page's words ("callback prop", "key of the aria prop"), or a kind it has no row for. */
  readonly what: string;
  readonly url: string;
}

export interface Member {
  readonly framework: FrameworkId;
  readonly name: string;
  readonly kind: MemberKind;
  /** The section of the API page the row is in (a category label for inputs and props). */
  readonly category: string;
  readonly type?: string;
  /** The default as the page shows it ("not set" when the component leaves it undefined). */
  readonly default?: string;
  /** Absent when it has existed since the first release. */
  readonly since?: string;
  /** true, or what to use instead. */
  readonly deprecated?: boolean | string;
  readonly description: string;
  /** The row on the site, as a path (`/docs/react/api/props#prop-disabled`). */
  readonly url: string;
  readonly counterparts: readonly Counterpart[];
  /** Each other framework is here or among `counterparts`. */
  readonly missingIn: readonly FrameworkId[];
  /** The defaults and types it had before, oldest first: `value` before release `until`. */
  readonly earlierDefaults?: readonly {readonly value: string; readonly until: string}[];
  readonly earlierTypes?: readonly {readonly value: string; readonly until: string}[];
  /** In an answer for an older release: the later release that removed it, and its replacement then. */
  readonly removedIn?: string;
  readonly renamedTo?: string;
}

export type DocsModel = ReturnType<typeof loadModel>;

/** The section of a kind's rows on the API pages (inputs and props: when no category applies, as for a removed one). */
const KIND_CATEGORY: Readonly<Record<MemberKind, string>> = {
  input: 'Inputs',
  prop: 'Props',
  output: 'Outputs',
  'class key': 'Custom class keys',
  'style key': 'Custom style keys',
  'aria key': 'ARIA keys',
  'keyboard key': 'Keyboard',
};

/** The row of a member on the site, as a path (`/docs/react/api/props#prop-disabled`). */
function rowUrl(api: FrameworkApi, kind: MemberKind, name: string): string {
  const {pages} = api;
  const rows: Readonly<Record<MemberKind, readonly [string, RowKind]>> = {
    input: [pages.members, api.memberKind],
    prop: [pages.members, api.memberKind],
    output: [pages.outputs ?? pages.members, 'output'],
    'class key': [pages.classStyle, 'class'],
    'style key': [pages.classStyle, 'style'],
    'aria key': [pages.aria, 'aria'],
    'keyboard key': [pages.aria, 'keyboard'],
  };
  const [page, row] = rows[kind];
  return `${page}#${rowAnchor(row, name)}`;
}

/** A member before its links to the other frameworks are known (`linked` adds them). */
type Unlinked = Omit<Member, 'counterparts' | 'missingIn'>;

/** The members of one framework's API pages, in page order, without their links to the other frameworks. */
function membersOf(id: FrameworkId, api: FrameworkApi): Unlinked[] {
  const keys = [
    ['class key', api.classKeys],
    ['style key', api.styleKeys],
    ['aria key', api.ariaKeys],
  ] as const;
  return [
    ...api.members.map((m) => ({
      framework: id,
      name: m.name,
      kind: api.memberKind,
      category: categoryLabel(m.category),
      type: m.type,
      default: formatDefault(m.default, m.type).text,
      ...(m.since ? {since: m.since} : {}),
      ...(m.deprecated ? {deprecated: m.deprecated} : {}),
      description: m.description,
      url: rowUrl(api, api.memberKind, m.name),
      ...(m.earlierDefaults?.length
        ? {earlierDefaults: m.earlierDefaults.map((c) => ({value: c.text, until: c.until}))}
        : {}),
      ...(m.earlierTypes?.length
        ? {earlierTypes: m.earlierTypes.map((c) => ({value: c.text, until: c.until}))}
        : {}),
    })),
    ...api.outputs.map((o) => ({
      framework: id,
      name: o.name,
      kind: 'output' as const,
      category: KIND_CATEGORY.output,
      type: o.payload,
      description: o.description,
      url: rowUrl(api, 'output', o.name),
    })),
    ...keys.flatMap(([kind, list]) =>
      list.map((k) => ({
        framework: id,
        name: k.name,
        kind,
        category: KIND_CATEGORY[kind],
        // As the key tables show it: the value as a string literal.
        ...(k.default !== undefined ? {default: JSON.stringify(k.default)} : {}),
        ...(k.since ? {since: k.since} : {}),
        ...(k.deprecated ? {deprecated: k.deprecated} : {}),
        description: `Applies to ${k.appliesTo}.`,
        url: rowUrl(api, kind, k.name),
      })),
    ),
    ...api.keyboard.map((k) => ({
      framework: id,
      name: k.key,
      kind: 'keyboard key' as const,
      category: KIND_CATEGORY['keyboard key'],
      ...(k.since ? {since: k.since} : {}),
      ...(k.deprecated ? {deprecated: k.deprecated} : {}),
      description: k.effect,
      url: rowUrl(api, 'keyboard key', k.key),
    })),
  ];
}

/** Input and prop are one family: Angular's input is React's and Vue's prop of the same name. */
const familyOf = (kind: MemberKind) => (kind === 'input' || kind === 'prop' ? 'member' : kind);

/**
 * A member with its links to the other frameworks, each either a counterpart or in `missingIn`: from the
 * compare page's row holding the member (found by its address), or, when it has none (class, style and
 * keyboard keys, an ARIA key Angular has no input for, a removed member), the member of the same kind
 * and name there.
 */
function linked(
  member: Unlinked,
  compare: readonly CompareRow[],
  members: {readonly [F in FrameworkId]: readonly Unlinked[]},
): Member {
  const others = frameworkIds.filter((other) => other !== member.framework);
  const row = compare.find((r) => r.cells[member.framework]?.to === member.url);
  const counterparts: Counterpart[] = row
    ? others.flatMap((other) => {
        const cell = row.cells[other];
        return cell ? [{framework: other, name: cell.name, what: cell.what, url: cell.to}] : [];
      })
    : others.flatMap((other) => {
        const same = members[other].find(
          (m) => m.name === member.name && familyOf(m.kind) === familyOf(member.kind),
        );
        return same ? [{framework: other, name: same.name, what: same.kind, url: same.url}] : [];
      });
  const missingIn = others.filter((other) => !counterparts.some((c) => c.framework === other));
  return {...member, counterparts, missingIn};
}

/** The model, from the data the server reads (./data.ts). */
export function loadModel(files: DataFiles) {
  const text = readText(files, 'library-facts.json');
  // A syntax error names this copy of the facts, with its line and column. The answers read the facts
  // as pages do: without maintainer notes and `sourceInferred` markers.
  const facts = withoutMaintainerNotes(parseFacts(text, `${files.where}/library-facts.json`));
  const modules = factsModules(facts);
  const reference = byFramework((id) => modules[`${id}-reference`] as FullFacts);
  const compare = compareRows({
    reference: reference as never,
    namingDifferences: facts.crossFramework.namingDifferences as never,
  });
  const api = byFramework((id) => getApi(reference[id]));
  const unlinked = byFramework((id) => membersOf(id, api[id]));
  const builderFacts = {reference: reference as never, members: compare};
  return {
    facts,
    reference,
    api,
    compare,
    members: byFramework((id) => unlinked[id].map((m) => linked(m, compare, unlinked))),
    catalogues: byFramework((id) => catalogueOf(id, builderFacts)),
    releases: byFramework((id) =>
      newestFirst(facts.packages[id].releases).map((r) => ({
        version: r.version,
        date: r.date,
        changes: r.changes,
        size: r.size ?? null,
      })),
    ),
    examples: exampleFiles.map((example) => ({
      ...example,
      // `examples/react/object-data.tsx` → `object-data`.
      id: (example.file.split('/').pop() ?? example.file).replace(/\.[^.]+$/, ''),
      text: readText(files, example.file),
    })),
  };
}

/** A default as the rows of its kind show it (the key tables: a string literal). */
function shownDefault(kind: MemberKind, value: MemberAt['default'], type: string | undefined) {
  if (kind === 'input' || kind === 'prop') return formatDefault(value, type).text;
  return value === undefined ? undefined : JSON.stringify(value);
}

/**
 * The members of release `version` (checked by the caller), as the API pages' version lens shows it
 * (`membersAt` of the facts' history, the lens's own source): removed ones with `removedIn`.
 */
export function membersAtVersion(model: DocsModel, framework: FrameworkId, version: string): Member[] {
  const current = model.members[framework];
  const removed = model.facts.packages[framework].history.removedMembers;
  const first = releasesOf(model.facts, framework)[0];
  return membersAt(model.facts, framework, version).members.map((then): Member => {
    const kind = KIND_OF[then.kind];
    const now = current.find((m) => m.kind === kind && m.name === then.name);
    const shown = shownDefault(kind, then.default, then.type);
    // The key tables have no type column, and the server gives keys none.
    const type = kind === 'input' || kind === 'prop' || kind === 'output' ? then.type : undefined;
    /** The release's own values: what came before and after it is not part of that release. */
    const values = {...(type === undefined ? {} : {type}), ...(shown === undefined ? {} : {default: shown})};
    if (now && then.removedIn === undefined) {
      const rest: Partial<Member> = {...now};
      for (const field of ['type', 'default', 'earlierDefaults', 'earlierTypes'] as const) delete rest[field];
      return {...(rest as Member), ...values};
    }
    const recorded = removed.find((r) => r.list === then.list && r.name === then.name);
    return linked(
      {
        framework,
        name: then.name,
        kind,
        category: KIND_CATEGORY[kind],
        ...values,
        ...(then.since === first ? {} : {since: then.since}),
        description: recorded?.description ?? `Removed in ${then.removedIn}.`,
        url: rowUrl(model.api[framework], kind, then.name),
        ...(then.removedIn === undefined ? {} : {removedIn: then.removedIn}),
        ...(then.renamedTo === undefined ? {} : {renamedTo: then.renamedTo}),
      },
      model.compare,
      model.members,
    );
  });
}
