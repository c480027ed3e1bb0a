/**
 * Row anchors across frameworks (./README.md): `#input-placeholder` on Angular is `#prop-place-holder`
 * on React. Build time only.
 */
import {categoryAnchor, memberKindOf, rowAnchor, type RowKind} from '../apiBasics';
import type {FactsFile} from '../facts';
import {frameworkIds, type FrameworkId} from '../frameworks';

type Packages = FactsFile['packages'];

export interface AnchorFacts {
  readonly packages: {
    readonly angular: Pick<Packages['angular'], 'inputs' | 'outputs'>;
    readonly react: Pick<Packages['react'], 'props' | 'callbackNames'>;
    readonly vue: Pick<Packages['vue'], 'props' | 'callbackNames'>;
  };
  readonly crossFramework: Pick<FactsFile['crossFramework'], 'namingDifferences'>;
}

interface Member {
  readonly name: string;
  readonly category: string;
}

interface Row {
  readonly name: string;
  /** Callbacks and outputs: what the component tells the app. */
  readonly event: boolean;
  readonly category: string;
  /** Page under `/docs/<framework>/`, e.g. `api/props`. */
  readonly page: string;
  readonly anchor: string;
}

/** `{react: {'prop-place-holder': {angular: 'api/input_props#input-placeholder', ...}}}` */
export type AnchorTable = Partial<Record<FrameworkId, Record<string, Partial<Record<FrameworkId, string>>>>>;

/** The API rows of each framework, as its pages show them (categories included). */
export function rowsOf(facts: AnchorFacts): Record<FrameworkId, Row[]> {
  const {angular, react, vue} = facts.packages;
  const row = (kind: RowKind, page: string, name: string, event: boolean, category: string): Row => ({
    name,
    event,
    category,
    page,
    anchor: rowAnchor(kind, name),
  });
  const propRows = (props: readonly Member[], callbackNames: readonly string[]): Row[] =>
    props.map((m) => {
      const event = callbackNames.includes(m.name);
      return row('prop', 'api/props', m.name, event, event ? 'callbacks' : m.category);
    });
  return {
    angular: [
      ...angular.inputs.map((m) => row('input', 'api/input_props', m.name, false, m.category)),
      ...angular.outputs.map((m) => row('output', 'api/output_props', m.name, true, 'outputs')),
    ],
    react: propRows(react.props, react.callbackNames),
    vue: propRows(vue.props, vue.callbackNames),
  };
}

/** The row of `target` that documents what `row` of `source` documents, or undefined. */
function equivalentRow(
  facts: AnchorFacts,
  rows: Record<FrameworkId, Row[]>,
  source: FrameworkId,
  row: Row,
  target: FrameworkId,
): Row | undefined {
  const named = (names: readonly string[]) =>
    names.flatMap((name) => rows[target].filter((r) => r.name === name));
  // 1. A concept of `namingDifferences` that names this member: its name in the target.
  for (const difference of facts.crossFramework.namingDifferences) {
    if (!difference.members[source].includes(row.name)) continue;
    const candidates = named(difference.members[target]);
    const best = candidates.find((c) => c.event === row.event) ?? candidates[0];
    if (best) return best;
  }
  // 2. The same name (most props are spelt the same in all three packages).
  const same = named([row.name]);
  const sameKind = same.find((c) => c.event === row.event) ?? same[0];
  if (sameKind) return sameKind;
  // 3. The only member of the same category (Angular's ARIA inputs are React's one `aria` prop).
  const sameCategory = rows[target].filter((r) => r.category === row.category);
  return sameCategory.length === 1 ? sameCategory[0] : undefined;
}

/** Headings that have an equivalent elsewhere (the callbacks of React and Vue are Angular's outputs). */
const HEADING_EQUIVALENTS: Readonly<Record<string, Readonly<Record<FrameworkId, string>>>> = {
  callbacks: {
    angular: 'api/output_props',
    react: `api/props#${categoryAnchor('prop', 'callbacks')}`,
    vue: 'api/props#no-emits-events-are-function-props',
  },
};

/** Anchors on each framework's pages that stand for a heading of HEADING_EQUIVALENTS. */
const HEADING_ANCHORS: Readonly<Record<FrameworkId, Readonly<Record<string, string>>>> = {
  angular: {outputs: 'callbacks'},
  react: {[categoryAnchor('prop', 'callbacks')]: 'callbacks', 'callbacks-are-props': 'callbacks'},
  vue: {
    [categoryAnchor('prop', 'callbacks')]: 'callbacks',
    'no-emits-events-are-function-props': 'callbacks',
  },
};

export function buildAnchorTable(facts: AnchorFacts): AnchorTable {
  const rows = rowsOf(facts);
  const table: AnchorTable = {};
  for (const source of frameworkIds) {
    const entries: Record<string, Partial<Record<FrameworkId, string>>> = {};
    const others = frameworkIds.filter((id) => id !== source);
    for (const row of rows[source]) {
      for (const target of others) {
        const match = equivalentRow(facts, rows, source, row, target);
        if (match) (entries[row.anchor] ??= {})[target] = `${match.page}#${match.anchor}`;
      }
    }
    // Category headings inside the member tables: the same category where the target has it.
    for (const category of new Set(
      rows[source].filter((r) => r.category !== 'outputs').map((r) => r.category),
    )) {
      for (const target of others) {
        const match = rows[target].find((r) => r.category === category);
        if (match)
          (entries[categoryAnchor(memberKindOf(source), category)] ??= {})[target] =
            `${match.page}#${categoryAnchor(memberKindOf(target), category)}`;
      }
    }
    for (const [anchor, heading] of Object.entries(HEADING_ANCHORS[source])) {
      for (const target of others) (entries[anchor] ??= {})[target] = HEADING_EQUIVALENTS[heading]![target];
    }
    table[source] = entries;
  }
  return table;
}
