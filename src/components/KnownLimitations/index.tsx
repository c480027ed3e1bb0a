/**
 * "Known limitations" of one framework: every knownDiscrepancies topic and behaviour note in plain words
 * (`@facts/limitations`), prefixed with the releases it holds for; `data-topic` lets tests check none is
 * missing.
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
