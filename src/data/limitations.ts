/**
 * The "Known limitations" list of each framework's other_information page:
 * every `knownDiscrepancies` entry (where the README and the package differ)
 * and every `behaviourNotes` entry of the facts, each in the readers' words
 * the facts file carries (`note`), dated by the releases it holds for when
 * its `since` or `fixedIn` bounds them ("Since 1.0.2", "Up to 1.0.2 (fixed in
 * 1.0.3)": ./heldIn.ts). A new entry, or a release that fixes one, needs no code.
 *
 * Also the words each note's topic is dated with on the pages that restate it
 * (`heldInByTopic`, the `@facts/held-in` module that `<HeldIn>` reads).
 *
 * Applied at build time by src/plugins/library-facts, which writes the three
 * lists as `@facts/limitations` (src/components/KnownLimitations shows them).
 */
import {heldInWords, type NoteReleases} from './heldIn';
import type {FullFacts} from './facts';

export interface Limitation {
  /** The facts' topic, or `note-<n>` for a behaviour note without one. */
  readonly topic: string;
  readonly text: string;
  /**
   * The releases it holds for, in words ("since 1.0.2"), when a release
   * bounds them; absent for a note that holds in every release.
   */
  readonly heldIn?: string;
}

type Note = NoteReleases & {readonly note: string};

/** Every note of a package with its topic: the discrepancies, then the behaviour notes. */
function notesOf(facts: FullFacts): {topic: string; entry: Note}[] {
  return [
    ...facts.knownDiscrepancies.map((entry) => ({topic: entry.topic, entry})),
    ...facts.behaviourNotes.map((entry, index) => ({topic: entry.topic ?? `note-${index + 1}`, entry})),
  ];
}

export function limitationsOf(facts: FullFacts): Limitation[] {
  return notesOf(facts).map(({topic, entry}): Limitation => ({
    topic,
    text: entry.note,
    ...(entry.since || entry.fixedIn ? {heldIn: heldInWords(entry, facts.releases)} : {}),
  }));
}

/** Each note's topic → the releases it holds for, in words ("in every release", "since 1.0.2"...). */
export function heldInByTopic(facts: FullFacts): Record<string, string> {
  return Object.fromEntries(
    notesOf(facts).map(({topic, entry}) => [topic, heldInWords(entry, facts.releases)]),
  );
}
