/**
 * The members a code file uses that the reader's release lacks (src/components/VersionNeeds). Releases
 * are ordered by their place in the list (newest first), so no version parser is shipped.
 */

export interface NeededMember {
  readonly name: string;
  readonly since: string;
}

/** The members of `since` (name → release) that `source` names as a whole word and came after `version`. */
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
