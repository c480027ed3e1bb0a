/**
 * theme-common's `useShallowMemoObject` (patch point "shallow memo without the
 * collator", ./index.ts `PATCHES`), with the same result and no collator.
 *
 * theme-common sorts the object's keys with `localeCompare` so that the memo's
 * dependencies come in the same order whatever order the keys were written in.
 * The first `localeCompare` of a page builds the browser's collator for the
 * reader's locale: about 10 ms at 1x, a long task of its own on a phone. The
 * phone menu's filler (`NavbarSecondaryMenuFiller`) calls it while the page
 * hydrates on every docs page below 997 px, and nothing else on a page needs
 * the collator. Any fixed order of the keys gives the memo the same
 * dependencies from render to render, so the keys are sorted by code unit.
 */
import {useMemo} from 'react';

/** The keys' code-unit order: the same for the same keys, whatever order they were written in. */
export function byKey([a]: [string, unknown], [b]: [string, unknown]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The same object from render to render while its own keys and values stay the same. */
export function useShallowMemoObject<T extends object>(obj: T): T {
  const deps = Object.entries(obj).sort(byKey).flat();
  // The object's own entries are its dependencies: the same object while none of them changes.
  return useMemo(() => obj, deps);
}
