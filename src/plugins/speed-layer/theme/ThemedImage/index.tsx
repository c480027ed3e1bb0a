/**
 * Wraps theme-classic's `ThemedImage` (the logos) at low fetch priority: Chrome raised the navbar
 * logo to high, and Lighthouse counted its round trip in every page's LCP (about 150 ms; issue 31).
 * `fetchpriority` in lower case: React 18 passes it through as an attribute.
 */
import React from 'react';
import type {Props} from '@theme/ThemedImage';
import ThemedImage from '@theme-init/ThemedImage';

export default function ThemedImageWrapper(props: Props): React.JSX.Element {
  return <ThemedImage {...props} {...{fetchpriority: 'low'}} />;
}
