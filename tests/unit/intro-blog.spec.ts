/**
 * Blog posts: each has a truncate marker, the nodeworld author, tags from
 * blog/tags.yml, its own description, and a date that is a release date of the facts.
 */
import {test, expect} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {datedReleases} from '../../src/data/versions';
import {frameworkIds} from '../../src/data/frameworks';
import {siteFacts} from '../support/facts';

const BLOG_DIR = join(__dirname, '..', '..', 'blog');
const posts = readdirSync(BLOG_DIR).filter((name) => /\.mdx?$/.test(name));
const tagIds = new Set(
  [...readFileSync(join(BLOG_DIR, 'tags.yml'), 'utf8').matchAll(/^([a-z0-9-]+):\s*$/gm)].map((m) => m[1]!),
);

function frontMatter(text: string): string {
  return text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
}

test('the blog has at least three posts', () => {
  expect(posts.length, 'write at least three posts in blog/').toBeGreaterThanOrEqual(3);
});

const descriptions = new Map<string, string>();

for (const post of posts) {
  test(`blog post ${post}`, () => {
    const text = readFileSync(join(BLOG_DIR, post), 'utf8');
    const fm = frontMatter(text);
    expect(text, `${post} needs a {/* truncate */} marker after its first paragraph`).toContain(
      '{/* truncate */}',
    );

    const date = post.match(/^(\d{4}-\d{2}-\d{2})-/)?.[1] ?? fm.match(/^date:\s*(\S+)/m)?.[1];
    expect(date, `${post} needs a date: start its file name with YYYY-MM-DD-`).toBeTruthy();
    const tags =
      fm
        .match(/^tags:\s*\[([^\]]*)\]/m)?.[1]
        ?.split(',')
        .map((t) => t.trim()) ?? [];
    // A post tagged with a framework must carry a release date of that framework.
    const frameworksTagged = tags.filter((t) => ['angular', 'react', 'vue'].includes(t));
    const releases = datedReleases(frameworkIds.map(siteFacts().core)).filter(
      (r) => r.date === date && (frameworksTagged.length === 0 || frameworksTagged.includes(r.framework)),
    );
    expect(
      releases,
      `${post} is dated ${date}, which is no release date of ${frameworksTagged.join('/') || 'any package'} in the facts; date it on the release it announces`,
    ).not.toEqual([]);

    expect(fm, `${post} must use the nodeworld author from blog/authors.yml`).toMatch(
      /^authors:\s*\[nodeworld\]\s*$/m,
    );
    expect(tags.length, `${post} needs tags`).toBeGreaterThan(0);
    for (const tag of tags)
      expect(tagIds.has(tag), `${post}: tag "${tag}" is not defined in blog/tags.yml`).toBe(true);

    const description = fm.match(/^description:\s*(.+)$/m)?.[1];
    expect(description, `${post} needs a description`).toBeTruthy();
  });
}

test('blog descriptions are unique', () => {
  for (const post of posts) {
    const description = frontMatter(readFileSync(join(BLOG_DIR, post), 'utf8')).match(
      /^description:\s*(.+)$/m,
    )?.[1];
    if (!description) continue;
    expect(
      descriptions.get(description),
      `${post} repeats the description of ${descriptions.get(description)}`,
    ).toBeUndefined();
    descriptions.set(description, post);
  }
});
