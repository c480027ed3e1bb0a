/**
 * Replaces theme-classic's `BlogPostItem/Footer/ReadMoreLink` (written for this
 * site). Upstream shows "Read more" and puts the post title only in an
 * aria-label, so the link text alone says nothing and Lighthouse's SEO audit
 * fails the blog list ("Links do not have descriptive text"). Here the title is
 * part of the link text: sighted readers still see "Read more", and everyone
 * else (screen readers, search engines) gets "Read more about <title>".
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <VisuallyHidden> about {blogPostTitle}</VisuallyHidden>
    </Link>
  );
}
