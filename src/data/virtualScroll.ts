/**
 * The windowed-rendering arithmetic shared by the three packages, as a pure
 * function, plus each framework's numbers from the generated facts (read
 * through ./registry.ts). The using_module pages render a worked example
 * computed here; a unit test checks it against the worked example written down
 * in the facts file.
 */
import type {FrameworkId} from './types';
import {factsOf} from './registry';

export interface ScrollStep {
  /** Rows rendered when the user reaches the bottom of the list. */
  readonly rendered: number;
  /** Math.ceil(rendered / scrollThreshold). */
  readonly test: number;
  /** True when test >= initialVisibleData, so the oldest page is dropped. */
  readonly drops: boolean;
  /** Rows rendered after this scroll step. */
  readonly after: number;
}

/**
 * What happens at each of `steps` successive scrolls to the bottom, starting
 * from the first page, with enough data that a next page always exists.
 */
export function simulateScroll(
  initialVisibleData: number,
  scrollThreshold: number,
  steps: number,
  isScrollThresholdRequired = true,
): ScrollStep[] {
  const result: ScrollStep[] = [];
  let rendered = initialVisibleData;
  for (let i = 0; i < steps; i += 1) {
    const test = Math.ceil(rendered / scrollThreshold);
    const drops = isScrollThresholdRequired && test >= initialVisibleData;
    const after = rendered - (drops ? initialVisibleData : 0) + initialVisibleData;
    result.push({rendered, test, drops, after});
    rendered = after;
  }
  return result;
}

export interface VirtualScrollFacts {
  readonly initialVisibleData: number;
  readonly scrollThreshold: number;
  readonly isScrollThresholdRequired: boolean;
  readonly debounceMs: number;
  readonly afterAppend: string;
  readonly scrollToTopReset: string;
  /** Known defect in the source, if any. */
  readonly bug?: string;
  /** Where the README and the code disagree, if they do. */
  readonly readmeVsCode?: string;
}

function defaultOf(
  members: readonly {readonly name: string; readonly default: unknown}[],
  name: string,
): number | boolean {
  const value = members.find((m) => m.name === name)?.default;
  if (typeof value !== 'number' && typeof value !== 'boolean') {
    throw new Error(`The facts give no numeric or boolean default for "${name}"`);
  }
  return value;
}

function factsFor(
  members: readonly {readonly name: string; readonly default: unknown}[],
  vs: {
    readonly debounceMs: number;
    readonly afterAppend: string;
    readonly scrollToTopReset: string;
    readonly bug?: string;
    readonly readmeVsCode?: string;
  },
): VirtualScrollFacts {
  return {
    initialVisibleData: Number(defaultOf(members, 'initialVisibleData')),
    scrollThreshold: Number(defaultOf(members, 'scrollThreshold')),
    isScrollThresholdRequired: Boolean(defaultOf(members, 'isScrollThresholdRequired')),
    debounceMs: vs.debounceMs,
    afterAppend: vs.afterAppend,
    scrollToTopReset: vs.scrollToTopReset,
    ...(vs.bug ? {bug: vs.bug.replace(/\s*sourceInferred\.?$/, '')} : {}),
    ...(vs.readmeVsCode ? {readmeVsCode: vs.readmeVsCode} : {}),
  };
}

export function virtualScrollFactsOf(framework: FrameworkId): VirtualScrollFacts {
  if (framework === 'angular') {
    const angular = factsOf('angular');
    return factsFor(angular.inputs, angular.virtualScroll);
  }
  const facts = factsOf(framework);
  return factsFor(facts.props, facts.virtualScroll);
}

/** Angular's worked example as written in the facts file (the test compares it). */
export function factsWorkedExample(): readonly string[] {
  return factsOf('angular').virtualScroll.workedExample;
}
