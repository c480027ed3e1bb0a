/**
 * Wraps theme-classic's `Admonition` as an island: its code and icons (about 1.5 KB gzip) left every
 * page's first load. On client-side navigation the text shows, unframed, until the chunk is in.
 */
import React, {type ReactNode} from 'react';
import island from '../../island';
import type {Props} from '@theme/Admonition';

function AdmonitionText({children}: Props): ReactNode {
  return <div>{children}</div>;
}

export default island<Props>(() => import('@theme-init/Admonition'), {Fallback: AdmonitionText});
