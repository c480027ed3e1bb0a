/**
 * Replaces theme-classic's BlogPostItem/Header/Info (3.10.2), written for this site: the post's
 * date and reading time, as upstream prints them in English ("November 16, 2024 · 3 min read").
 *
 * Why: upstream formats the date with `Intl.DateTimeFormat` and picks the plural with
 * `Intl.PluralRules`; a page's first use of either loads ICU data on the main thread (30-50 ms
 * on every blog page; see src/utils/format.ts).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatMonthDayYear} from '@site/src/utils/format';
import styles from './styles.module.css';

/** "One min read" or "N min read": English has two plural forms, so no Intl.PluralRules. */
function readingTimeLabel(minutes: number): string {
  const readingTime = Math.ceil(minutes);
  const [one, other] = translate(
    {
      id: 'theme.blog.post.readingTime.plurals',
      description: 'Pluralized label for "{readingTime} min read"',
      message: 'One min read|{readingTime} min read',
    },
    {readingTime},
  ).split('|');
  return readingTime === 1 ? one! : other!;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.info, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatMonthDayYear(date)}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          {readingTimeLabel(readingTime)}
        </>
      )}
    </div>
  );
}
