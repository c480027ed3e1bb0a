/**
 * The documentation model the tools answer from, made with the site's own
 * functions from the site's own facts file: the facts checked as the build
 * checks them, the API rows the API pages render (`getApi`), the compare
 * page's rows (`compareRows`), the example files, the builder's catalogues.
 * Nothing here restates a fact.
 */
import semver from 'semver';
import {parseFacts} from '../../src/plugins/library-facts/readFacts';
import {factsModules} from '../../src/plugins/library-facts/transform';
import {
  categoryLabel,
  formatDefault,
  getApi,
  rowAnchor,
  type FrameworkApi,
  type RowKind,
} from '../../src/data/api';
import {compareRows, type CompareRow} from '../../src/data/compare';
import {exampleFiles, type ExampleFile} from '../../src/data/examples';
import {frameworkIds, getFramework, type FrameworkId} from '../../src/data/frameworks';
import type {FactsFile, FullFacts} from '../../src/data/types';
import {catalogueOf, type Catalogue} from '../../src/lib/builder';
import {readText} from './data';

/** What kind of row of the API pages a member is. */
export type MemberKind =
  'input' | 'prop' | 'output' | 'class key' | 'style key' | 'aria key' | 'keyboard key';

export const MEMBER_KINDS: readonly MemberKind[] = [
  'input',
  'prop',
  'output',
  'class key',
  'style key',
  'aria key',
  'keyboard key',
];

export interface Counterpart {
  readonly framework: FrameworkId;
  readonly name: string;
  /** What it is there: an input, an output, a prop, a callback prop, a key of the aria prop. */
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
  /** The release that added it; absent when it has existed since the first release. */
  readonly since?: string;
  /** true, or what to use instead, when the maintainers deprecated it. */
  readonly deprecated?: boolean | string;
  readonly description: string;
  /** The row on the site, as a path (`/docs/react/api/props#prop-disabled`). */
  readonly url: string;
  /** The same member in the other frameworks (the compare page's row), when it has one there. */
  readonly counterparts: readonly Counterpart[];
  /** The frameworks without an equivalent, per the compare page. */
  readonly missingIn: readonly FrameworkId[];
  /** An earlier default: `value` before release `until`. */
  readonly previousDefault?: {readonly value: string; readonly until: string};
}

export interface Release {
  readonly version: string;
  readonly date: string | null;
  readonly changes: readonly string[];
}

export interface DocsModel {
  readonly facts: FactsFile;
  readonly reference: {readonly [F in FrameworkId]: FullFacts};
  readonly api: {readonly [F in FrameworkId]: FrameworkApi};
  readonly compare: readonly CompareRow[];
  readonly members: {readonly [F in FrameworkId]: readonly Member[]};
  readonly catalogues: {readonly [F in FrameworkId]: Catalogue};
  readonly releases: {readonly [F in FrameworkId]: readonly Release[]};
  readonly examples: readonly (ExampleFile & {readonly id: string; readonly text: string})[];
}

/** `examples/react/object-data.tsx` → `object-data`. */
export function exampleId(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.[^.]+$/, '');
}

function rowOf(compare: readonly CompareRow[], framework: FrameworkId, name: string, what?: string) {
  return compare.find((row) => {
    const cell = row.cells[framework];
    return cell?.name === name && (what === undefined || cell.what === what);
  });
}

function membersOf(id: FrameworkId, api: FrameworkApi, compare: readonly CompareRow[]): Member[] {
  const pages = api.pages;
  const at = (page: string, kind: RowKind, name: string) => `${page}#${rowAnchor(kind, name)}`;
  const links = (what: string | undefined, name: string) => {
    const row = rowOf(compare, id, name, what);
    if (!row) return {counterparts: [], missingIn: []};
    const counterparts = frameworkIds
      .filter((other) => other !== id && row.cells[other])
      .map((other) => {
        const cell = row.cells[other]!;
        return {framework: other, name: cell.name, what: cell.what, url: cell.to};
      });
    return {counterparts, missingIn: row.differs.missing.filter((other) => other !== id)};
  };
  const members: Member[] = api.members.map((m) => ({
    framework: id,
    name: m.name,
    kind: api.memberKind,
    category: categoryLabel(m.category),
    type: m.type,
    default: formatDefault(m.default, m.type).text,
    ...(m.since ? {since: m.since} : {}),
    ...(m.deprecated ? {deprecated: m.deprecated} : {}),
    description: m.description,
    url: at(pages.members, api.memberKind, m.name),
    ...(m.previousDefault
      ? {
          previousDefault: {
            value: formatDefault(m.previousDefault.value, m.type).text,
            until: m.previousDefault.until,
          },
        }
      : {}),
    ...links(undefined, m.name),
  }));
  for (const o of api.outputs) {
    members.push({
      framework: id,
      name: o.name,
      kind: 'output',
      category: 'Outputs',
      type: o.payload,
      description: o.description,
      url: at(pages.outputs ?? pages.members, 'output', o.name),
      ...links('output', o.name),
    });
  }
  const keys = [
    ['class key', 'class', api.classKeys, pages.classStyle, 'Custom class keys'],
    ['style key', 'style', api.styleKeys, pages.classStyle, 'Custom style keys'],
    ['aria key', 'aria', api.ariaKeys, pages.aria, 'ARIA keys'],
  ] as const;
  for (const [kind, rowKind, list, page, category] of keys) {
    for (const k of list) {
      members.push({
        framework: id,
        name: k.name,
        kind,
        category,
        // As the key tables show it: the value as a string literal.
        ...(k.default !== undefined ? {default: JSON.stringify(k.default)} : {}),
        ...(k.since ? {since: k.since} : {}),
        ...(k.deprecated ? {deprecated: k.deprecated} : {}),
        description: `Applies to ${k.appliesTo}.`,
        url: at(page, rowKind, k.name),
        ...(kind === 'aria key'
          ? links(api.ariaProp ? 'key of the aria prop' : undefined, k.name)
          : {counterparts: [], missingIn: []}),
      });
    }
  }
  for (const k of api.keyboard) {
    members.push({
      framework: id,
      name: k.key,
      kind: 'keyboard key',
      category: 'Keyboard',
      ...(k.since ? {since: k.since} : {}),
      ...(k.deprecated ? {deprecated: k.deprecated} : {}),
      description: k.effect,
      url: at(pages.aria, 'keyboard', k.key),
      counterparts: [],
      missingIn: [],
    });
  }
  return members;
}

/** The model, from the data folder the server reads (./data.ts). */
export function loadModel(dir: string): DocsModel {
  const text = readText(dir, 'library-facts.json');
  const facts = parseFacts(text);
  const modules = factsModules(facts);
  const byFramework = <T>(of: (id: FrameworkId) => T) =>
    Object.fromEntries(frameworkIds.map((id) => [id, of(id)])) as {[F in FrameworkId]: T};
  const reference = byFramework((id) => modules[`${id}-reference`] as FullFacts);
  // The concepts named differently across the packages: read by the compare page only, unchecked.
  const namingDifferences = (JSON.parse(text) as {crossFramework: {namingDifferences: never}}).crossFramework
    .namingDifferences;
  const compare = compareRows({reference: reference as never, namingDifferences});
  const api = byFramework((id) => getApi(reference[id]));
  const builderFacts = {reference: reference as never, members: compare};
  return {
    facts,
    reference,
    api,
    compare,
    members: byFramework((id) => membersOf(id, api[id], compare)),
    catalogues: byFramework((id) => catalogueOf(id, builderFacts)),
    releases: byFramework((id) =>
      [...facts.packages[id].releases]
        .map((r) => ({version: r.version, date: r.date, changes: r.changes}))
        .sort((a, b) => semver.rcompare(a.version, b.version)),
    ),
    examples: exampleFiles.map((example) => ({
      ...example,
      id: exampleId(example.file),
      text: readText(dir, example.file),
    })),
  };
}

/** A framework's label ("React"). */
export function frameworkLabel(id: FrameworkId): string {
  return getFramework(id).label;
}

/** Whether `version` has `member` (added at or before it). */
export function existsAt(member: {readonly since?: string}, version: string): boolean {
  return !member.since || semver.lte(member.since, version);
}

/** The member as it was at `version`: its default then. */
export function memberAt(member: Member, version: string): Member {
  const previous = member.previousDefault;
  return previous && semver.lt(version, previous.until) ? {...member, default: previous.value} : member;
}
