/**
 * Wraps theme-classic's `EditMetaRow` lazily. The row ("Edit this page", "Last
 * updated") shows only when a doc or post has an edit URL or last-update data;
 * this site configures neither, yet upstream's code (with `EditThisPage` and
 * `LastUpdated`, about 1.5 KB of gzipped JS) was in the first load of every
 * docs and blog page. DocItem/Footer and BlogPostItem/Footer render the row
 * only when there is something to show, and then upstream loads in a chunk of
 * its own (server rendering waits for it, so the built HTML is complete).
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/EditMetaRow';

const UpstreamEditMetaRow = lazy(() => import('@theme-original/EditMetaRow'));

export default function EditMetaRow(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <UpstreamEditMetaRow {...props} />
    </Suspense>
  );
}
