/**
 * Wraps theme-classic's `ContentVisibility` lazily. It shows the "unlisted"
 * and "draft" banners (and the unlisted page's `noindex` meta tag); the site
 * has no such page, yet upstream's banners and their translations (about
 * 1 KB of gzipped JS) were in the first load of every docs page, blog post
 * and MDX page. Upstream is now an island (src/components/Island), rendered
 * only for a page that is unlisted or a draft: the built HTML of such a page
 * keeps its banner and meta tag, and the code loads after hydration.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';
import island from '@site/src/components/Island';

const UpstreamContentVisibility = island<Props>(() => import('@theme-init/ContentVisibility'));

export default function ContentVisibility({metadata}: Props): ReactNode {
  const {unlisted, frontMatter} = metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return <UpstreamContentVisibility metadata={metadata} />;
}
