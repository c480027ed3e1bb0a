/**
 * Replaces theme-classic's BlogArchivePage (3.10.2), written for this site: a real meta description and year
 * headings at level 2 (upstream's level 3 skips a level), which cannot be done around upstream's markup.
 * Dates are formatted as upstream does (`Intl.DateTimeFormat`, the site's locale, UTC).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

const DESCRIPTION = 'Every post of the autocomplete plugins blog, newest first, grouped by year.';

/** Posts grouped by year, in the order they come (newest first). */
function byYear(posts: Props['archive']['blogPosts']): {year: string; posts: ArchiveBlogPost[]}[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    const list = years.get(year);
    if (list) list.push(post);
    else years.set(year, [post]);
  }
  return [...years].map(([year, list]) => ({year, posts: list}));
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const years = byYear(archive.blogPosts);
  const {i18n} = useDocusaurusContext();
  const monthDay = new Intl.DateTimeFormat(i18n.currentLocale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <>
      <PageMetadata title={title} description={DESCRIPTION} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{DESCRIPTION}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map(({year, posts}) => (
                    <div key={year} className="col col--4 margin-vert--lg">
                      <Heading as="h2" id={year}>
                        {year}
                      </Heading>
                      <ul>
                        {posts.map((post) => (
                          <li key={post.metadata.permalink}>
                            <Link to={post.metadata.permalink}>
                              {monthDay.format(new Date(post.metadata.date))} - {post.metadata.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
