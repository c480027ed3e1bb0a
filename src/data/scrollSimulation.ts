/**
 * The three packages' windowed-rendering arithmetic, for the using_module pages' worked example; a unit
 * test checks it against the one written in the facts file.
 */

export interface ScrollStep {
  /** When the user reaches the bottom of the list. */
  readonly rendered: number;
  /** Math.ceil(rendered / scrollThreshold). */
  readonly test: number;
  /** True when test >= initialVisibleData, so the oldest page is dropped. */
  readonly drops: boolean;
  readonly after: number;
}

/** Each of `steps` scrolls to the bottom from the first page, with a next page always there. */
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
