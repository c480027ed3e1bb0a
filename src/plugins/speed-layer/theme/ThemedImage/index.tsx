/**
 * Wraps theme-classic's `ThemedImage` (the navbar and footer logos) with a low
 * fetch priority. Chrome raises an image in the viewport to high priority, so
 * the navbar logo was fetched, after the stylesheet, as if the first paint
 * needed it; Lighthouse then counted its round trip in the LCP of every page
 * (about 150 ms on the simulated mobile network; bench/LOG.md, issue 31).
 * The text paints without it; the 32-pixel logo still loads at once.
 * `fetchpriority` is written in lower case: React 18 passes it through as an
 * attribute.
 */
import React from 'react';
import type {Props} from '@theme/ThemedImage';
import ThemedImage from '@theme-init/ThemedImage';

export default function ThemedImageWrapper(props: Props): React.JSX.Element {
  return <ThemedImage {...props} {...{fetchpriority: 'low'}} />;
}
