/**
 * The windowed-rendering arithmetic shared by the three packages, as a pure
 * function. The using_module pages render a worked example computed here
 * (src/components/VirtualScrollExample); a unit test checks it against the
 * worked example written down in the facts file.
 */

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
