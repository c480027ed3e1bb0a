/**
 * theme-common's `useShallowMemoObject` (patch point, ./index.ts `PATCHES`) with its keys sorted by
 * code unit, not `localeCompare`: any fixed order gives the memo the same dependencies, and the
 * first `localeCompare` builds the locale collator (about 10 ms at 1x), which the phone menu's
 * filler did while every docs page hydrated below 997 px.
 */
import {useMemo} from 'react';

function byKey([a]: [string, unknown], [b]: [string, unknown]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The same object from render to render while its own keys and values stay the same. */
export function useShallowMemoObject<T extends object>(obj: T): T {
  const deps = Object.entries(obj).sort(byKey).flat();
  return useMemo(() => obj, deps);
}
