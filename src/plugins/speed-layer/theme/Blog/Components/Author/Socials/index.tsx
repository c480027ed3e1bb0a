/**
 * Replaces theme-classic's `Blog/Components/Author/Socials` (not an ejected copy): the links as plain
 * text, without upstream's twelve SVG icons (blog pages 121-124 KB gzip of JS -> 113-118 KB).
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
