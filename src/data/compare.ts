/**
 * The rows of the compare page (docs/compare.mdx): every input, output or
 * prop of the three packages, lined up with its equivalents in the other
 * frameworks, with its default (and, where a release changed it, the default
 * before: the facts' `previousDefault`), the version that added it and a link
 * to its row on that framework's API page.
 *
 * Which members are equivalent comes from the framework switcher's anchor
 * table (./frameworkSwitch/anchors.ts: `crossFramework.namingDifferences`, then the
 * same name, then the only member of the same category), so the compare page
 * and the switcher always agree. Defaults and versions come from ./api.ts
 * (React: the latest published release, as its API pages document).
 *
 * The feature rows come first: one per entry of `crossFramework.featureMatrix`
 * (`compareFeatures`), each framework's value as the docs describe it
 * (./featureMatrix.ts: React's rows that a published release changed give that
 * release), with the frameworks whose value differs from the others'.
 *
 * Runs at build time only: the library-facts plugin writes both lists as the
 * `@facts/compare` module (`CompareData`), which the compare table island
 * loads with its chunk.
 *
 * Imports are relative (no `@site/`): the unit specs load this file as plain TypeScript.
 */
import {categoriesOf, categoryLabel, formatDefault, getApi, rowAnchor, type RenderedDefault} from './api';
import {kebabCase} from './apiBasics';
import {documentedValueOf} from './featureMatrix';
import {buildAnchorTable, rowsOf, type AnchorFacts} from './frameworkSwitch/anchors';
import {byFramework, frameworkIds, type FrameworkId} from './frameworks';
import type {FeatureMatrixRow, FullFactsOf} from './facts';

/** One framework's member in a compare row. */
export interface CompareCell {
  readonly name: string;
  /** `/docs/<framework>/api/<page>#<row anchor>`. */
  readonly to: string;
  /** What the member is: an input, an output (Angular), a prop or a callback prop. */
  readonly what: 'input' | 'output' | 'prop' | 'callback prop' | 'key of the aria prop';
  /** Null for outputs, which have no default. */
  readonly default: RenderedDefault | null;
  /**
   * A default a release changed (the facts' `previousDefault`): `default` since
   * release `until`, `before` in the releases before it.
   */
  readonly defaultHistory?: {readonly until: string; readonly before: RenderedDefault};
  /** Version that added it; absent when it has existed since the first release. */
  readonly since?: string;
}

export interface CompareRow {
  /** Name shown at the head of the row: the name most frameworks use. */
  readonly label: string;
  /**
   * Stable anchor of the row, `member-<kebab-case label>`; two rows with the
   * same label (an Angular event switch and the callback prop it gates) both
   * add their category: `member-<kebab-case category>-<kebab-case label>`.
   */
  readonly id: string;
  /** Category label of the row (from the first framework that has the member). */
  readonly category: string;
  readonly cells: Partial<Record<FrameworkId, CompareCell>>;
  /** What differs between the frameworks that have the member. */
  readonly differs: {
    readonly name: boolean;
    readonly default: boolean;
    /** Frameworks without an equivalent member. */
    readonly missing: readonly FrameworkId[];
  };
}

/** The reference facts of each framework, and the concepts named differently across them. */
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
  // Each framework's API model, built once (not once per cell).
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

/** One feature of `crossFramework.featureMatrix`, a cell per framework. */
export interface CompareFeatureRow {
  readonly feature: string;
  /** Stable anchor of the row, `feature-<kebab-case feature>`. */
  readonly id: string;
  readonly cells: Readonly<Record<FrameworkId, string>>;
  /**
   * The frameworks whose value differs from the others': empty when the three
   * agree, one framework when the other two agree, all of them when no two do.
   */
  readonly differs: readonly FrameworkId[];
}

/** What the compare page's table shows: the features, then the members. */
export interface CompareData {
  readonly features: readonly CompareFeatureRow[];
  readonly members: readonly CompareRow[];
}

/** The feature matrix. */
export interface FeatureFacts {
  readonly featureMatrix: readonly FeatureMatrixRow[];
}

/**
 * A cell that only says "same defaults" (or "same props") repeats the value of the facts' first
 * column, Angular's (the facts are written in their own order, not the site's display order).
 */
const SAME_AS_FIRST = /^same [a-z ]+$/i;
const FACTS_FIRST: FrameworkId = 'angular';

/**
 * A value without the release that brought it ("yes (2.1.1+)", "on since
 * 2.0.1 (off in 2.0.0)"): each package numbers its own releases, so two
 * packages that both have a feature agree, whichever version added it.
 */
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

    // Each framework's value, or what the reader needs to know when the facts leave it empty.
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

/** Everything the compare page's table shows (the `@facts/compare` module). */
export function compareData(facts: CompareFacts & FeatureFacts): CompareData {
  return {features: compareFeatures(facts), members: compareRows(facts)};
}
