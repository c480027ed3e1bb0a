/**
 * Which members a code file uses that a release of its package does not have
 * yet: the note under an example or the builder's file when the reader has
 * chosen "Your version" (src/components/VersionNeeds). Pure; releases are
 * ordered by their place in the list (newest first, as the facts modules list
 * them), so no version parser is shipped.
 *
 * Imports are relative (no `@site/`): the unit specs load this file as plain TypeScript.
 */

export interface NeededMember {
  readonly name: string;
  /** The release that added it. */
  readonly since: string;
}

/**
 * The members of `since` (name → the release that added it; members of every
 * release are not listed) that `source` names as a whole word and that came
 * after `version`, in the order of `since`. `releases` newest first.
 */
export function membersAfter(
  since: Readonly<Record<string, string>>,
  releases: readonly string[],
  version: string,
  source: string,
): NeededMember[] {
  const rank = (v: string): number => {
    const at = releases.indexOf(v);
    return at < 0 ? Infinity : at;
  };
  return Object.entries(since)
    .filter(([name, added]) => rank(added) < rank(version) && new RegExp(`\\b${name}\\b`).test(source))
    .map(([name, added]) => ({name, since: added}));
}

/** "`a` (added in 2.0.1)", "`a` and `b` (added in 2.0.1)", as plain text. */
export function neededSentence(version: string, needed: readonly NeededMember[]): string {
  const names = needed.map((m) => `${m.name} (added in ${m.since})`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `Your version, ${version}, does not have ${list}, which this code uses.`;
}
