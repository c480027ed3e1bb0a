/**
 * "Known limitations" warning of one framework: every knownDiscrepancies topic
 * and behaviour note of the facts, in plain words (src/data/limitations.ts,
 * applied at build time: `@facts/limitations`). A note a release bounds starts
 * with the releases it holds for ("Since 1.0.2:", "Up to 1.0.2 (fixed in
 * 1.0.3):"), from its `since` and `fixedIn`.
 * Each item carries `data-topic` so tests can check none is missing.
 */
import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import limitations from '@facts/limitations';
import type {FrameworkId} from '@site/src/data/facts';

export default function KnownLimitations({framework}: {framework: FrameworkId}): ReactNode {
  return (
    <Admonition type="warning" title="Known limitations">
      <ul data-known-limitations={framework}>
        {limitations[framework].map((item) => (
          <li key={item.topic} data-topic={item.topic}>
            {item.heldIn && (
              <>
                <strong>{item.heldIn.charAt(0).toUpperCase() + item.heldIn.slice(1)}:</strong>{' '}
              </>
            )}
            {item.text}
          </li>
        ))}
      </ul>
    </Admonition>
  );
}
