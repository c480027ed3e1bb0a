/**
 * The compare page's rows (docs/compare.mdx), built once into `@facts/compare`: the feature matrix, then
 * every member lined up with its equivalents. Equivalents come from the framework switcher's anchor
 * table (./frameworkSwitch/anchors.ts), so the compare page and the switcher always agree.
 */
import {categoriesOf, categoryLabel, formatDefault, getApi, rowAnchor, type RenderedDefault} from './api';
import {kebabCase} from './apiBasics';
import {documentedValueOf} from './featureMatrix';
import {buildAnchorTable, rowsOf, type AnchorFacts} from './frameworkSwitch/anchors';
import {byFramework, frameworkIds, type FrameworkId} from './frameworks';
import type {CrossFrameworkFacts, FullFactsOf} from './facts';

export interface CompareCell {
  readonly name: string;
  /** `/docs/<framework>/api/<page>#<row anchor>`. */
  readonly to: string;
  readonly what: 'input' | 'output' | 'prop' | 'callback prop' | 'key of the aria prop';
  /** Null for outputs, which have no default. */
  readonly default: RenderedDefault | null;
  /** The facts' `previousDefault`: `before` in the releases before `until`. */
  readonly defaultHistory?: {readonly until: string; readonly before: RenderedDefault};
  readonly since?: string;
}

export interface CompareRow {
  /** The name most frameworks use. */
  readonly label: string;
  /** `member-<label>`; rows sharing a label (an event switch, the callback it gates) add their category. */
  readonly id: string;
  readonly category: string;
  readonly cells: Partial<Record<FrameworkId, CompareCell>>;
  readonly differs: {
    readonly name: boolean;
    readonly default: boolean;
    readonly missing: readonly FrameworkId[];
  };
}

export interface CompareFacts {
  readonly reference: {readonly [F in FrameworkId]: FullFactsOf<F>};
  readonly namingDifferences: AnchorFacts['crossFramework']['namingDifferences'];
}

/** The name most cells use (ties: the first framework's). */
function commonName(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

export function compareRows({reference, namingDifferences}: CompareFacts): CompareRow[] {
  const anchorFacts = {packages: reference, crossFramework: {namingDifferences}} as unknown as AnchorFacts;
  const rows = rowsOf(anchorFacts);
  const equivalents = buildAnchorTable(anchorFacts);
  const apis = byFramework((framework) => getApi(reference[framework]));

  const cellOf = (framework: FrameworkId, page: string, anchor: string): CompareCell => {
    const api = apis[framework];
    const row = rows[framework].find((r) => r.page === page && r.anchor === anchor)!;
    const member = api.members.find((m) => m.name === row.name);
    const to = `/docs/${framework}/${page}#${anchor}`;
    if (!member || page === 'api/output_props') return {name: row.name, to, what: 'output', default: null};
    const what =
      framework === 'angular' ? 'input' : api.callbacks.includes(member.name) ? 'callback prop' : 'prop';
    return {
      name: row.name,
      to,
      what,
      default: formatDefault(member.default, member.type),
      ...(member.previousDefault
        ? {
            defaultHistory: {
              until: member.previousDefault.until,
              before: formatDefault(member.previousDefault.value, member.type),
            },
          }
        : {}),
      ...(member.since ? {since: member.since} : {}),
    };
  };

  const ariaKeyCell = (framework: FrameworkId, name: string): CompareCell | undefined => {
    const api = apis[framework];
    const key = api.ariaProp ? api.ariaKeys.find((k) => k.name === name) : undefined;
    if (!api.ariaProp || !key) return undefined;
    return {
      name: `${api.ariaProp}.${key.name}`,
      to: `${api.pages.aria}#${rowAnchor('aria', key.name)}`,
      what: 'key of the aria prop',
      default: formatDefault(key.default ?? null, 'string'),
      ...(key.since ? {since: key.since} : {}),
    };
  };

  const shown = new Set<string>();
  const result: (Omit<CompareRow, 'id'> & {rank: number})[] = [];
  for (const source of frameworkIds) {
    const categories = categoriesOf(rows[source]);
    for (const row of rows[source]) {
      const key = `${source}:${row.page}#${row.anchor}`;
      if (shown.has(key)) continue;
      shown.add(key);
      const cells: Partial<Record<FrameworkId, CompareCell>> = {};
      for (const framework of frameworkIds) {
        if (framework === source) {
          cells[framework] = cellOf(source, row.page, row.anchor);
          continue;
        }
        // Angular's ARIA inputs are keys of the `aria` prop elsewhere: link to the key's row.
        const ariaKey = row.category === 'aria' ? ariaKeyCell(framework, row.name) : undefined;
        if (ariaKey) {
          cells[framework] = ariaKey;
          continue;
        }
        const target = equivalents[source]?.[row.anchor]?.[framework];
        const [page, anchor] = target?.split('#') ?? [];
        // Rows only: a category heading is not a member.
        if (!page || !anchor || !rows[framework].some((r) => r.page === page && r.anchor === anchor))
          continue;
        // A later framework's row never repeats a member an earlier row already shows.
        if (source !== frameworkIds[0] && shown.has(`${framework}:${page}#${anchor}`)) continue;
        cells[framework] = cellOf(framework, page, anchor);
        shown.add(`${framework}:${page}#${anchor}`);
      }
      const present = frameworkIds.flatMap((f) => (cells[f] ? [cells[f]] : []));
      const defaults = present.flatMap((c) => (c.default ? [c.default.text] : []));
      result.push({
        label: commonName(present.map((c) => c.name)),
        category: categoryLabel(row.category === 'outputs' ? 'callbacks' : row.category),
        cells,
        differs: {
          name: new Set(present.map((c) => c.name)).size > 1,
          default: new Set(defaults).size > 1,
          missing: frameworkIds.filter((f) => !cells[f]),
        },
        // Rows of the first framework keep their order; the others' rows follow theirs.
        rank: frameworkIds.indexOf(source) * 1000 + categories.indexOf(row.category),
      });
    }
  }
  // A stable sort: grouped by framework of origin, then category, in page order within each.
  const sorted = result.sort((a, b) => a.rank - b.rank);
  const shortId = (row: {label: string}) => `member-${kebabCase(row.label)}`;
  const sameLabel = new Map<string, number>();
  for (const row of sorted) sameLabel.set(shortId(row), (sameLabel.get(shortId(row)) ?? 0) + 1);
  const ids = new Map<string, string>();
  return sorted.map((row): CompareRow => {
    const id =
      sameLabel.get(shortId(row)) === 1
        ? shortId(row)
        : `member-${kebabCase(row.category)}-${kebabCase(row.label)}`;
    const clash = ids.get(id);
    if (clash !== undefined) {
      throw new Error(
        `Compare page: the members "${clash}" and "${row.label}" (${row.category}) both get the anchor ` +
          `#${id}; give one another name or category in the facts file.`,
      );
    }
    ids.set(id, row.label);
    return {label: row.label, id, category: row.category, cells: row.cells, differs: row.differs};
  });
}

export interface CompareFeatureRow {
  readonly feature: string;
  readonly id: string;
  readonly cells: Readonly<Record<FrameworkId, string>>;
  /** Empty when the three agree, one framework when the other two agree, all when no two do. */
  readonly differs: readonly FrameworkId[];
}

export interface CompareData {
  readonly features: readonly CompareFeatureRow[];
  readonly members: readonly CompareRow[];
}

export type FeatureFacts = Pick<CrossFrameworkFacts, 'featureMatrix'>;

/**
 * A cell that only says "same defaults" (or "same props") repeats the value of the facts' first
 * column, Angular's (the facts are written in their own order, not the site's display order).
 */
const SAME_AS_FIRST = /^same [a-z ]+$/i;
const FACTS_FIRST: FrameworkId = 'angular';

/** A value without its release ("yes (2.1.1+)"): each package numbers its own releases. */
function withoutVersion(value: string): string {
  return value
    .replace(/\s*\(\d+(?:\.\d+)*\+\)/g, '')
    .replace(/,?\s*since \d+(?:\.\d+)*(?:\s*\([^)]*\))?/g, '')
    .trim();
}

export function compareFeatures({featureMatrix}: FeatureFacts): CompareFeatureRow[] {
  const ids = new Map<string, string>();
  return featureMatrix.map((row): CompareFeatureRow => {
    const id = `feature-${kebabCase(row.feature)}`;
    const clash = ids.get(id);
    if (clash !== undefined) {
      throw new Error(
        `crossFramework.featureMatrix: "${clash}" and "${row.feature}" both get the anchor #${id} ` +
          'on the compare page; rename one in the facts file.',
      );
    }
    ids.set(id, row.feature);
    const cells = byFramework((f) => documentedValueOf(row, f) ?? 'not documented');

    // Compared without versions; "same defaults" stands for the facts' first column's value.
    const key = (framework: FrameworkId) => withoutVersion(cells[framework]).toLowerCase();
    const first = key(FACTS_FIRST);
    const comparable = frameworkIds.map((f) =>
      f !== FACTS_FIRST && SAME_AS_FIRST.test(cells[f]) ? first : key(f),
    );
    const count = (value: string) => comparable.filter((v) => v === value).length;
    const agreeing = Math.max(...comparable.map(count));
    const differs =
      agreeing === frameworkIds.length
        ? []
        : agreeing === 1
          ? [...frameworkIds]
          : frameworkIds.filter((_, i) => count(comparable[i]!) < agreeing);
    return {feature: row.feature, id, cells, differs};
  });
}

export function compareData(facts: CompareFacts & FeatureFacts): CompareData {
  return {features: compareFeatures(facts), members: compareRows(facts)};
}
