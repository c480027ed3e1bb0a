/**
 * The feature list of each package, from `crossFramework.featureMatrix` (one
 * row per feature, a value per framework, for each package's latest release),
 * passed in by the islands that show them (the feature list and the CHANGELOG
 * sentence import `@facts/cross-framework` in their own chunk). An empty value
 * means the facts do not say.
 */
import type {CrossFrameworkFacts, FeatureMatrixRow, FrameworkId} from './facts';

export type FeatureName = string;

export interface FeatureRow {
  readonly feature: FeatureName;
  readonly value: string;
}

/**
 * A row's value for one framework, or `null` when the facts leave it empty
 * (the compare page, src/data/compare.ts, says so).
 */
export function documentedValueOf(row: FeatureMatrixRow, framework: FrameworkId): string | null {
  return row[framework].trim() === '' ? null : row[framework];
}

export function featureListOf(crossFramework: CrossFrameworkFacts, framework: FrameworkId): FeatureRow[] {
  return crossFramework.featureMatrix.flatMap((row): FeatureRow[] => {
    const value = documentedValueOf(row, framework);
    return value === null ? [] : [{feature: row.feature, value}];
  });
}

/** Whether the package's repository keeps a CHANGELOG file ("yes" or "no"), for the "others" page. */
export function changelogFileOf(crossFramework: CrossFrameworkFacts, framework: FrameworkId): string {
  return crossFramework.featureMatrix.find((r) => r.feature === 'CHANGELOG file')?.[framework] ?? 'no';
}
