/**
 * The keyboard notes of a package (`keyboardNotes` in the facts), split into
 * what the component does not do (the notes that say so: "No Home/End...",
 * "...not DOM focus", "...appears non-functional") and the others, which say
 * how its key handling works. Used by src/components/KeyboardTable.
 *
 * Imports none: the Playwright unit specs load this file as plain TypeScript.
 */

/** A note that states a missing or broken behaviour. */
const GAP = /^No\b|\b(not|non-functional|only|absent)\b/;

export function keyboardGaps(notes: readonly string[]): {missing: string[]; other: string[]} {
  return {missing: notes.filter((n) => GAP.test(n)), other: notes.filter((n) => !GAP.test(n))};
}
