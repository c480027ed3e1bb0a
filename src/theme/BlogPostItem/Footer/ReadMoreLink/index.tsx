/**
 * Replaces theme-classic's `BlogPostItem/Footer/ReadMoreLink`: upstream's title is only in aria-label, which
 * fails Lighthouse's "descriptive text" audit; here the link text is "Read more about <title>" (title
 * hidden).
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
