/**
 * Wraps theme-classic's `Details` as an island (about 1 KB gzip out of every first load); the
 * browser's own `<details>` shows until the chunk is in.
 */
import React, {type ReactNode} from 'react';
import island from '../../island';
import type {Props} from '@theme/Details';

function NativeDetails({children}: Props): ReactNode {
  return <details>{children}</details>;
}

export default island<Props>(() => import('@theme-init/Details'), {Fallback: NativeDetails});
