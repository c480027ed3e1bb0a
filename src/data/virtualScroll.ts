/**
 * Each framework's windowed-rendering numbers (page size, threshold, debounce)
 * from the package facts passed in, for the prose of the using_module pages. The arithmetic itself, for the worked example, is in
 * ./scrollSimulation.ts.
 */
import type {CoreFacts} from './facts';

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

function defaultOf(defaults: Readonly<Record<string, unknown>>, name: string): number | boolean {
  const value = defaults[name];
  if (typeof value !== 'number' && typeof value !== 'boolean') {
    throw new Error(`The facts give no numeric or boolean default for "${name}"`);
  }
  return value;
}

function factsFor(
  defaults: Readonly<Record<string, unknown>>,
  vs: {
    readonly debounceMs: number;
    readonly afterAppend: string;
    readonly scrollToTopReset: string;
    readonly bug?: string;
    readonly readmeVsCode?: string;
  },
): VirtualScrollFacts {
  return {
    initialVisibleData: Number(defaultOf(defaults, 'initialVisibleData')),
    scrollThreshold: Number(defaultOf(defaults, 'scrollThreshold')),
    isScrollThresholdRequired: Boolean(defaultOf(defaults, 'isScrollThresholdRequired')),
    debounceMs: vs.debounceMs,
    afterAppend: vs.afterAppend,
    scrollToTopReset: vs.scrollToTopReset,
    ...(vs.bug ? {bug: vs.bug} : {}),
    ...(vs.readmeVsCode ? {readmeVsCode: vs.readmeVsCode} : {}),
  };
}

export function virtualScrollFactsOf(facts: CoreFacts): VirtualScrollFacts {
  const {memberDefaults, virtualScroll} = facts;
  return factsFor(memberDefaults, virtualScroll);
}
