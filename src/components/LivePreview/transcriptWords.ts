/**
 * The screen reader transcript as words: what made the virtual screen reader speak and, when a key made it
 * say nothing, why, from the input's ARIA attributes. Pure.
 */
import type {AriaState, FrameMessage, SpokenCause} from './messages';

/** One line of the transcript: a 'spoken' message of the frame. */
export type TranscriptEntry = Omit<Extract<FrameMessage, {type: 'spoken'}>, 'type'>;

/** The transcript keeps the last this many lines. */
export const MAX_TRANSCRIPT_ENTRIES = 50;

/** The transcript with one more line, the oldest dropped past MAX_TRANSCRIPT_ENTRIES. */
export function withEntry(entries: readonly TranscriptEntry[], entry: TranscriptEntry): TranscriptEntry[] {
  return [...entries, entry].slice(-MAX_TRANSCRIPT_ENTRIES);
}

/** What made it speak, when it was not a key. */
export function causeText(cause: Exclude<SpokenCause, 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape'>): string {
  return cause === 'focus' ? 'Focus moves into the component' : 'The component changes';
}

/**
 * Why a key made the screen reader say nothing: it speaks only when the input's name, value or an exposed
 * state changed, so these words name the attribute missing or unchanged.
 */
export function silenceText(cause: SpokenCause, input: AriaState | null): string {
  const none = 'Nothing is announced';
  if (input === null) return `${none}: the component has no input.`;
  switch (cause) {
    case 'ArrowDown':
    case 'ArrowUp':
      return input['aria-activedescendant'] === null
        ? `${none}: the input names no active row (no aria-activedescendant), so the highlighted row is not read out.`
        : `${none}: the active row stays the same.`;
    case 'Enter':
      return `${none}: no row is picked, and the input's text and states stay the same.`;
    case 'Escape':
      if (input['aria-expanded'] === null) {
        return `${none}: the input has no aria-expanded, so a screen reader is not told that the list closes.`;
      }
      return input['aria-expanded'] === 'false'
        ? `${none}: the list was already closed (aria-expanded was already false).`
        : `${none}: the list stays open (aria-expanded is still true).`;
    default:
      return `${none}.`;
  }
}
