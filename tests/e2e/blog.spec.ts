/**
 * Blog (contract section 1): reading time on the list and on a post, RSS and Atom
 * feeds that are valid XML and list every post, and a sidebar grouped by
 * year. Posts are content, so the expected list comes from the site itself:
 * the sidebar lists all posts (blogSidebarCount: 'ALL').
 */
import {test, expect, type Locator, type Page} from '@playwright/test';

test.skip(
  ({isMobile, viewport}) => isMobile || (viewport?.width ?? 0) <= 996,
  'the blog sidebar is desktop-only',
);

const READING_TIME = /\b(One|\d+) min read/;
const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Blog recent posts navigation'});

/** Every post the sidebar lists: path and year heading it sits under. */
async function sidebarPosts(page: Page): Promise<{path: string; year: string}[]> {
  await page.goto('/blog');
  return sidebar(page).evaluate((nav) => {
    const posts: {path: string; year: string}[] = [];
    let year = '';
    nav.querySelectorAll('[class*="yearGroupHeading"], a[href]').forEach((element) => {
      if (element.tagName === 'A')
        posts.push({path: new URL((element as HTMLAnchorElement).href).pathname, year});
      else year = element.textContent?.trim() ?? '';
    });
    return posts;
  });
}

interface FeedEntry {
  readonly path: string;
  readonly date: string;
}

/** Parses a feed with the browser's DOMParser; fails on any XML error. */
async function readFeed(page: Page, path: string, kind: 'rss' | 'atom'): Promise<FeedEntry[]> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const xml = await response.text();
  const parsed = await page.evaluate(
    ({xml, kind}) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.querySelector('parsererror')?.textContent ?? null;
      const root = doc.documentElement.nodeName;
      const entries =
        kind === 'rss'
          ? Array.from(doc.querySelectorAll('channel > item')).map((item) => ({
              link: item.querySelector('link')?.textContent ?? '',
              date: item.querySelector('pubDate')?.textContent ?? '',
            }))
          : Array.from(doc.getElementsByTagName('entry')).map((entry) => ({
              link: entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '',
              date:
                (entry.getElementsByTagName('published')[0] ?? entry.getElementsByTagName('updated')[0])
                  ?.textContent ?? '',
            }));
      return {error, root, entries};
    },
    {xml, kind},
  );
  expect(parsed.error, `${path} is well-formed XML`).toBeNull();
  expect(parsed.root).toBe(kind === 'rss' ? 'rss' : 'feed');
  return parsed.entries.map(({link, date}) => ({path: new URL(link).pathname, date}));
}

/** The post list's articles, at least one. */
async function postList(page: Page): Promise<{articles: Locator; count: number}> {
  await page.goto('/blog');
  const articles = page.locator('main article');
  const count = await articles.count();
  expect(count).toBeGreaterThan(0);
  return {articles, count};
}

test('the post list and each post show a reading time', async ({page}) => {
  const {articles, count} = await postList(page);
  for (let i = 0; i < count; i += 1) {
    await expect(articles.nth(i)).toContainText(READING_TIME);
  }
  await articles.first().getByRole('heading', {level: 2}).getByRole('link').click();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('main article').first()).toContainText(READING_TIME);
});

test('the RSS and Atom feeds are valid XML and list every post', async ({page}) => {
  const posts = (await sidebarPosts(page)).map((post) => post.path).sort();
  expect(posts.length).toBeGreaterThan(0);
  for (const [path, kind] of [
    ['/blog/rss.xml', 'rss'],
    ['/blog/atom.xml', 'atom'],
  ] as const) {
    const entries = await readFeed(page, path, kind);
    expect(entries.map((entry) => entry.path).sort(), `${path} lists exactly the posts of the blog`).toEqual(
      posts,
    );
    for (const entry of entries)
      expect(Number.isNaN(Date.parse(entry.date)), `date of ${entry.path}`).toBe(false);
  }
});

test('the blog sidebar groups posts under a heading for each year', async ({page}) => {
  const entries = await readFeed(page, '/blog/rss.xml', 'rss');
  const yearOf = new Map(entries.map((entry) => [entry.path, String(new Date(entry.date).getUTCFullYear())]));
  const years = [...new Set(yearOf.values())].sort().reverse();

  const posts = await sidebarPosts(page);
  await expect(sidebar(page).locator('[class*="yearGroupHeading"]')).toHaveText(years);
  for (const post of posts) expect(post.year, `year heading above ${post.path}`).toBe(yearOf.get(post.path));
});

test('each "Read more" link of the post list names its post and opens it', async ({page}) => {
  const {articles, count} = await postList(page);
  for (let i = 0; i < count; i += 1) {
    const title = (await articles.nth(i).getByRole('heading', {level: 2}).innerText()).trim();
    const readMore = articles.nth(i).getByRole('link', {name: `Read more about ${title}`, exact: true});
    // Sighted readers see the short label; the title is in the link text for everyone else.
    await expect(readMore.locator('b')).toHaveText('Read more');
    expect(
      await readMore.evaluate((link) => (link as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
    ).toBe(`Read more about ${title}`);
    const box = await readMore.boundingBox();
    expect(box && box.width < 200, 'the title is not visible in the link').toBe(true);
  }
  const firstTitle = (await articles.first().getByRole('heading', {level: 2}).innerText()).trim();
  await articles
    .first()
    .getByRole('link', {name: `Read more about ${firstTitle}`})
    .click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(firstTitle);
});
