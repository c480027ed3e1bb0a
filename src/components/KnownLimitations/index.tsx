/**
 * "Known limitations" warning of one framework: every knownDiscrepancies topic
 * and behaviour note of the facts, in plain words (src/data/limitations.ts,
 * applied at build time: `@facts/limitations`).
 * Each item carries `data-topic` so tests can check none is missing.
 */
import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import limitations from '@facts/limitations';
import type {FrameworkId} from '@site/src/data/types';

export default function KnownLimitations({framework}: {framework: FrameworkId}): ReactNode {
  return (
    <Admonition type="warning" title="Known limitations">
      <ul data-known-limitations={framework}>
        {limitations[framework].map((item) => (
          <li key={item.topic} data-topic={item.topic}>
            {item.text}
          </li>
        ))}
      </ul>
    </Admonition>
  );
}
