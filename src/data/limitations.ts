/**
 * The "Known limitations" list (`@facts/limitations`): every known discrepancy and behaviour note, dated
 * by ./heldIn.ts, and the dates `<HeldIn>` shows by topic. A new note, or a fix, needs no code.
 */
import {heldInWords, type NoteReleases} from './heldIn';
import type {FullFacts} from './facts';

export interface Limitation {
  /** The facts' topic, or `note-<n>` for a behaviour note without one. */
  readonly topic: string;
  readonly text: string;
  /** "since 1.0.2"; absent for a note that holds in every release. */
  readonly heldIn?: string;
}

type Note = NoteReleases & {readonly note: string};

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

export function heldInByTopic(facts: FullFacts): Record<string, string> {
  return Object.fromEntries(
    notesOf(facts).map(({topic, entry}) => [topic, heldInWords(entry, facts.releases)]),
  );
}
