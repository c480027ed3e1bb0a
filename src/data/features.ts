/** Local development and roadmap facts for the "others" pages. */
import type {CoreFacts} from './facts';

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
