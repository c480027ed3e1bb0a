/**
 * The "Known limitations" list of each framework's other_information page:
 * every `knownDiscrepancies` entry (where the README and the package differ)
 * and every `behaviourNotes` entry of the facts, each in the readers' words
 * the facts file carries (`note`). A new entry in the facts needs no code.
 * Applied at build time by src/plugins/library-facts, which writes the three
 * lists as `@facts/limitations` (src/components/KnownLimitations shows them).
 */
import type {FullFacts} from './types';

export interface Limitation {
  /** The facts' topic, or `note-<n>` for a behaviour note. */
  readonly topic: string;
  readonly text: string;
}

export function limitationsOf(facts: FullFacts): Limitation[] {
  return [
    ...facts.knownDiscrepancies.map(({topic, note}): Limitation => ({topic, text: note})),
    ...facts.behaviourNotes.map(({note}, index): Limitation => ({topic: `note-${index + 1}`, text: note})),
  ];
}
