/**
 * Wraps theme-classic's `TagsListInline` (the "Tags:" row under a blog post
 * or a docs page) as an island (src/components/Island). Docs pages have no
 * tags, yet its code was in their first load; blog pages show the row from
 * the server HTML and load its code after hydration. Nothing renders, and
 * nothing loads, for a page without tags.
 */
import React, {type ReactNode} from 'react';
import island from '@site/src/components/Island';
import type {Props} from '@theme/TagsListInline';

const UpstreamTags = island<Props>(() => import('@theme-init/TagsListInline'));

export default function TagsListInline(props: Props): ReactNode {
  return props.tags.length === 0 ? null : <UpstreamTags {...props} />;
}
