/** Windowed-rendering numbers for the using_module pages (the arithmetic: ./scrollSimulation.ts). */
import type {CoreFacts} from './facts';

export type VirtualScrollFacts = CoreFacts['virtualScroll'] & {
  readonly initialVisibleData: number;
  readonly scrollThreshold: number;
  readonly isScrollThresholdRequired: boolean;
};

function defaultOf(defaults: Readonly<Record<string, unknown>>, name: string): number | boolean {
  const value = defaults[name];
  if (typeof value !== 'number' && typeof value !== 'boolean') {
    throw new Error(`The facts give no numeric or boolean default for "${name}"`);
  }
  return value;
}

export function virtualScrollFactsOf({memberDefaults, virtualScroll}: CoreFacts): VirtualScrollFacts {
  const {bug, readmeVsCode, ...always} = virtualScroll;
  return {
    ...always,
    initialVisibleData: Number(defaultOf(memberDefaults, 'initialVisibleData')),
    scrollThreshold: Number(defaultOf(memberDefaults, 'scrollThreshold')),
    isScrollThresholdRequired: Boolean(defaultOf(memberDefaults, 'isScrollThresholdRequired')),
    ...(bug ? {bug} : {}),
    ...(readmeVsCode ? {readmeVsCode} : {}),
  };
}
