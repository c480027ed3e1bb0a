/** Each package's feature list (`crossFramework.featureMatrix`); an empty value: the facts do not say. */
import type {CrossFrameworkFacts, FeatureMatrixRow, FrameworkId} from './facts';

export type FeatureName = string;

export interface FeatureRow {
  readonly feature: FeatureName;
  readonly value: string;
}

export function documentedValueOf(row: FeatureMatrixRow, framework: FrameworkId): string | null {
  return row[framework].trim() === '' ? null : row[framework];
}

export function featureListOf(crossFramework: CrossFrameworkFacts, framework: FrameworkId): FeatureRow[] {
  return crossFramework.featureMatrix.flatMap((row): FeatureRow[] => {
    const value = documentedValueOf(row, framework);
    return value === null ? [] : [{feature: row.feature, value}];
  });
}

/** "yes" or "no". */
export function changelogFileOf(crossFramework: CrossFrameworkFacts, framework: FrameworkId): string {
  return crossFramework.featureMatrix.find((r) => r.feature === 'CHANGELOG file')?.[framework] ?? 'no';
}
