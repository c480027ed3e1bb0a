/**
 * Wraps theme-classic's `ContentVisibility` lazily. It shows the "unlisted"
 * and "draft" banners (and the unlisted page's `noindex` meta tag); the site
 * has no such page, yet upstream's banners and their translations (about
 * 1 KB of gzipped JS) were in the first load of every docs page, blog post
 * and MDX page. Upstream now loads, in a chunk of its own, only for a page
 * that is unlisted or a draft; server rendering waits for it, so the built
 * HTML of such a page keeps its banner and meta tag.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

const UpstreamContentVisibility = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibility({metadata}: Props): ReactNode {
  const {unlisted, frontMatter} = metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return (
    <Suspense fallback={null}>
      <UpstreamContentVisibility metadata={metadata} />
    </Suspense>
  );
}
