/**
 * Wraps theme-classic's `Details` (the animated `<details>` of MDX) as an
 * island (src/plugins/speed-layer/island): its code (about 1 KB of gzipped JS) was in
 * the first load of every docs and blog page, and no page uses it today. It
 * now loads only with a page that has a `<details>`; until then, on
 * client-side navigation, the browser's own `<details>` shows.
 */
import React, {type ReactNode} from 'react';
import island from '../../island';
import type {Props} from '@theme/Details';

function NativeDetails({children}: Props): ReactNode {
  return <details>{children}</details>;
}

export default island<Props>(() => import('@theme-init/Details'), {Fallback: NativeDetails});
