/**
 * Navigation checks of the introduction area: each intro page links to every
 * other page of its framework; external links open safely in a new tab; every
 * page of this area has its own meta description.
 */
import {test, expect} from '@playwright/test';
import {docIdsOf, frameworks, introDocId} from '../../src/data/frameworks';
import {readBuiltHtml} from '../support/site';
import {tagsOf} from '../support/html';

function hrefs(html: string): Set<string> {
  return new Set(tagsOf(html, 'a').flatMap((a) => (a.attrs.href ? [a.attrs.href] : [])));
}

/** The <article> of a doc page, so navbar, sidebar and footer links do not count. */
function article(html: string, path: string): string {
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>', start);
  expect(start, `${path} has no <article>`).toBeGreaterThan(-1);
  return html.slice(start, end);
}

for (const framework of frameworks) {
  test(`${framework.id} intro links to every other ${framework.label} page`, () => {
    const intro = introDocId(framework.id);
    const path = `/docs/${intro}`;
    const links = hrefs(article(readBuiltHtml(path), path));
    const expected = docIdsOf(framework).filter((id) => id !== intro);
    expect(expected.length).toBeGreaterThan(5);
    const missing = expected.filter((id) => !links.has(`/docs/${id}`));
    expect(
      missing.map((id) => `/docs/${id}`),
      `${path} must link to these pages in its "Where to find what" list (src/components/PageGuide, pageGuide in src/data/pageGuide.ts)`,
    ).toEqual([]);
  });

  test(`${framework.id} others page: external links open in a new tab with rel="noopener noreferrer"`, () => {
    const path = `/docs/${framework.id}/others`;
    const body = article(readBuiltHtml(path), path);
    const external = tagsOf(body, 'a').filter((a) => /^https?:\/\//.test(a.attrs.href ?? ''));
    expect(
      external.length,
      `${path} should link to the repository, its issues and the sponsor page`,
    ).toBeGreaterThanOrEqual(3);
    for (const {attrs} of external) {
      expect(attrs.target, `${attrs.href} on ${path} must open in a new tab (target="_blank")`).toBe(
        '_blank',
      );
      expect(attrs.rel, `${attrs.href} on ${path} needs rel="noopener noreferrer"`).toBe(
        'noopener noreferrer',
      );
    }
  });
}

test('every introduction and others page has its own meta description', () => {
  const paths = frameworks.flatMap((framework) => [
    ...(framework.sections.find((s) => s.id === 'introduction')?.pages ?? []).map(
      (page) => `/docs/${framework.id}/introduction/${page}`,
    ),
    `/docs/${framework.id}/others`,
  ]);
  const seen = new Map<string, string>();
  for (const path of paths) {
    const description = tagsOf(readBuiltHtml(path), 'meta').find((m) => m.attrs.name === 'description')?.attrs
      .content;
    expect(description, `${path} needs a description in its front matter`).toBeTruthy();
    expect(
      seen.get(description!),
      `${path} repeats the description of ${seen.get(description!)}`,
    ).toBeUndefined();
    seen.set(description!, path);
  }
});
