/**
 * The virtual screen reader's transcript, one line per key or focus change. `aria-live="off"` on purpose: a
 * screen reader user already hears it as they press the keys; a live list would read every line twice.
 */
import {Fragment, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {SCREEN_READER} from '@site/src/plugins/live-preview/cdn.cjs';
import {causeText, silenceText, type TranscriptEntry} from './transcriptWords';

/** The virtual screen reader's state; `no-component`: the preview itself could not start. */
export type ReaderStatus = 'loading' | 'on' | 'failed' | 'no-component';

function Line({entry}: {entry: TranscriptEntry}): ReactNode {
  const {cause, phrases, input} = entry;
  const said =
    phrases.length === 0 ? (
      <span>{silenceText(cause, input)}</span>
    ) : (
      phrases.map((phrase, i) => (
        <Fragment key={i}>
          {i > 0 ? ', then ' : ''}
          <q>{phrase}</q>
        </Fragment>
      ))
    );
  return (
    <li data-cause={cause}>
      {cause === 'focus' || cause === 'other' ? causeText(cause) : <kbd>{cause}</kbd>}
      {': '}
      {said}
    </li>
  );
}

export default function Transcript({
  status,
  entries,
}: {
  status: ReaderStatus;
  entries: readonly TranscriptEntry[];
}): ReactNode {
  const reader = `${SCREEN_READER.npmName} ${SCREEN_READER.version}`;
  return (
    <div data-transcript={status}>
      <Heading as="h3">What a screen reader announces</Heading>
      <p>
        <small>
          The transcript comes from a virtual screen reader ({reader}, from the same CDN as the component): a
          model of what the ARIA specifications have a screen reader say, not NVDA, JAWS or VoiceOver, which
          each word things their own way.{' '}
          {status === 'no-component'
            ? 'No component is running, so it has nothing to announce.'
            : status === 'failed'
              ? 'It could not be loaded; the keys still work in the component above.'
              : status === 'loading'
                ? 'Starting it in the preview…'
                : 'It runs in the preview: put the cursor in the input and press ArrowDown, ArrowUp, Enter or Escape.'}
        </small>
      </p>
      {entries.length === 0 ? (
        <p>
          <em>Nothing announced yet.</em>
        </p>
      ) : (
        <ol aria-live="off" aria-label="What a screen reader announces, key by key">
          {entries.map((entry, i) => (
            <Line key={i} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}
