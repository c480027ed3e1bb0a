/**
 * The feature list of each package, from `crossFramework.featureMatrix` (one
 * row per feature, a value per framework), passed in by the islands that show
 * them (the feature list and the CHANGELOG sentence import
 * `@facts/cross-framework` in their own chunk).
 *
 * React: the matrix describes the repository snapshot (2.0.0). The docs
 * describe the latest published release (2.1.2, see `react.publishedState`),
 * so the rows that release changed are replaced below, each naming the version
 * that changed it.
 */
import type {CrossFrameworkFacts, FeatureMatrixRow, FrameworkId} from './types';

export type FeatureName = string;

export interface FeatureRow {
  readonly feature: FeatureName;
  readonly value: string;
}

/** Rows left out of the feature list because another part of the page shows them better. */
const rowsShownElsewhere: readonly FeatureName[] = ['Latest version in repo'];

/**
 * React rows that the published releases 2.0.1–2.1.2 changed
 * (`react.publishedState`). `null` drops a row that has no published fact.
 */
const reactPublishedOverrides: Partial<Record<FeatureName, string | null>> = {
  'Keyboard navigation (Up/Down/Enter)': 'yes, since 2.1.1 (arrow keys move, Enter selects)',
  'Escape closes list': 'yes, since 2.1.2',
  'Keyboard to View More': null,
  'View More row':
    'showViewMore (default true), optViewMoreOnlyForApiCall and viewMoreText, since 2.0.1; not in the 2.0.0 code',
  'Loading spinner default': 'on since 2.0.1 (off in 2.0.0)',
  'List width sync':
    'on focus; follows window resize while open since 2.0.2; measured through a ref since 2.0.3',
  'customClass keys': '9, plus viewMoreClass since 2.0.1',
  'customStyle keys': '9 (CSSProperties), plus viewMoreStyle since 2.0.1',
  'ARIA configuration': 'aria object, 7 keys, plus ariaViewMore since 2.0.1',
};

/**
 * A row's value for one framework as the docs describe it: React's rows that
 * a published release changed give that release's behaviour; `null` when there
 * is no published fact for the row (the compare page, src/data/compare.ts, says so).
 */
export function documentedValueOf(row: FeatureMatrixRow, framework: FrameworkId): string | null {
  if (framework === 'react' && row.feature in reactPublishedOverrides) {
    return reactPublishedOverrides[row.feature] ?? null;
  }
  return row[framework];
}

export function featureListOf(crossFramework: CrossFrameworkFacts, framework: FrameworkId): FeatureRow[] {
  return crossFramework.featureMatrix.flatMap((row): FeatureRow[] => {
    if (rowsShownElsewhere.includes(row.feature)) return [];
    const value = documentedValueOf(row, framework);
    return value === null ? [] : [{feature: row.feature, value}];
  });
}

/** Whether the package's repository keeps a CHANGELOG file ("yes" or "no"), for the "others" page. */
export function changelogFileOf(crossFramework: CrossFrameworkFacts, framework: FrameworkId): string {
  return crossFramework.featureMatrix.find((r) => r.feature === 'CHANGELOG file')?.[framework] ?? 'no';
}
