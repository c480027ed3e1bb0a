/**
 * `<RecordedAria framework="react" />`: what the package was recorded setting for screen readers, in the
 * sentences of src/data/recordedAria.ts (`@facts/recorded-aria`).
 */
import type {ReactNode} from 'react';
import recorded from '@facts/recorded-aria';
import type {FrameworkId} from '@site/src/data/frameworks';

export default function RecordedAria({framework}: {framework: FrameworkId}): ReactNode {
  const {from, sentences} = recorded[framework];
  return (
    <>
      <p>Recorded in a browser from {from}:</p>
      <ul data-recorded-aria={framework}>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </>
  );
}
