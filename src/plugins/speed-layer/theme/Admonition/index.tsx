/**
 * Wraps theme-classic's `Admonition` (note, tip, warning... boxes) as an
 * island (src/plugins/speed-layer/island): its code and icons (about 1.5 KB of gzipped
 * JS) were in the first load of every docs and blog page, although a box is
 * static markup that the server renders in full. They now load after
 * hydration, only on pages that have a box. On client-side navigation the
 * box's text shows, without its frame, until the chunk is in.
 */
import React, {type ReactNode} from 'react';
import island from '../../island';
import type {Props} from '@theme/Admonition';

function AdmonitionText({children}: Props): ReactNode {
  return <div>{children}</div>;
}

export default island<Props>(() => import('@theme-init/Admonition'), {Fallback: AdmonitionText});
