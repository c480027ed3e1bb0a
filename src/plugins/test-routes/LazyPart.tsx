/** The lazily loaded part of /tests/lazy-retry, in its own chunk `e2e-lazy-part`. */
import type {ReactNode} from 'react';

export default function LazyPart(): ReactNode {
  return <p data-testid="lazy-part">The lazily loaded part is here.</p>;
}
