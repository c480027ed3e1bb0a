/**
 * Facts for the "others" (support and roadmap) pages, derived from the
 * package facts the page passes in: local development and the roadmap.
 * Other page facts have modules of their own, so that a page bundles only
 * what it shows: ./supportedVersions.ts, ./pageGuide.ts,
 * ./otherInformation.ts, and ./featureMatrix.ts for the feature list.
 */
import type {CoreFacts} from './facts';

/** Local development facts for the "others" page (whether there is a CHANGELOG: ./featureMatrix.ts). */
export interface LocalDevelopment {
  readonly testFramework: string;
  readonly testCount: number;
  readonly buildTool: string;
}

export function localDevelopmentOf(facts: CoreFacts): LocalDevelopment {
  const {tests, supportedFrameworkVersions} = facts;
  return {
    testFramework: tests.framework,
    testCount: tests.count,
    buildTool: supportedFrameworkVersions.builtWith,
  };
}

/** Roadmap items as announced, without the facts' notes on where each was found. */
export function roadmapOf(facts: CoreFacts): string[] {
  return facts.roadmap.map((item) => item.replace(/\s*\(docs site\)$/, ''));
}
