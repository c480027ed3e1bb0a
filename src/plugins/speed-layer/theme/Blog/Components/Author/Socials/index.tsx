/**
 * Speed layer: replaces theme-classic's `Blog/Components/Author/Socials`
 * (written for this site, not an ejected copy; with `SPEED_LAYER=off` the
 * upstream component renders). Upstream imports an SVG icon for twelve social
 * platforms, although the site's authors (blog/authors.yml) list no social
 * accounts; without them the blog pages went from 121-124 KB of gzipped JS to
 * 113-118 KB, and the icons' CSS left the site stylesheet. This version renders the
 * same links as plain text ("GitHub", "X"...) and nothing when there are none.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Blog/Components/Author/Socials';

const platformLabels: Readonly<Record<string, string>> = {
  github: 'GitHub',
  x: 'X',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  youtube: 'YouTube',
  email: 'Email',
};

export default function BlogAuthorSocials({author}: Props): ReactNode {
  const entries = Object.entries(author.socials ?? {});
  if (entries.length === 0) return null;
  return (
    <ul className="clean-list" aria-label={`${author.name ?? 'Author'} elsewhere`}>
      {entries.map(([platform, href]) => (
        <li key={platform} className="margin-right--sm" style={{display: 'inline'}}>
          <Link href={href}>{platformLabels[platform] ?? platform}</Link>
        </li>
      ))}
    </ul>
  );
}
