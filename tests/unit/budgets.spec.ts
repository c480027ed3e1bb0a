/**
 * Byte budgets of the first load (issue 5), computed from the build output:
 * every sitemap page and the not-found page load at most 120 KB of gzipped
 * JS and 16 KB of gzipped CSS before they are interactive, and no script or
 * stylesheet from another host. The computation is shared with
 * `npm run bench` (scripts/page-weight.cjs).
 */
import {test, expect} from '@playwright/test';
import {allPageWeights, eagerTagsOf, type PageWeight} from '../../scripts/page-weight.cjs';

/** The targets of issue 5. */
const JS_BUDGET_GZIP = 120 * 1024;
const CSS_BUDGET_GZIP = 16 * 1024;

const pages: PageWeight[] = allPageWeights();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the walk covers every sitemap page and the not-found page', () => {
  expect(pages.length).toBeGreaterThan(10);
  expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/404.html']));
  // The not-found page loads the runtime and main bundle at least.
  for (const page of pages) expect(page.js.files.length, page.path).toBeGreaterThanOrEqual(2);
});

test('docs pages count their route chunks, not only the tags in the HTML', () => {
  const docs = pages.find((p) => p.path.startsWith('/docs/react/'))!;
  const notFound = pages.find((p) => p.path === '/404.html')!;
  expect(docs.js.files.length).toBeGreaterThan(notFound.js.files.length);
  expect(docs.routes.length).toBeGreaterThan(1);
});

for (const page of pages) {
  test(`first load of ${page.path} fits the JS and CSS budgets`, () => {
    expect(
      page.js.gzip,
      `gzipped JS of ${page.path}: ${kb(page.js.gzip)} (limit ${kb(JS_BUDGET_GZIP)})`,
    ).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    expect(page.css.gzip, `gzipped CSS of ${page.path}: ${kb(page.css.gzip)}`).toBeLessThanOrEqual(
      CSS_BUDGET_GZIP,
    );
    expect(page.external, `scripts or stylesheets from other hosts on ${page.path}`).toEqual([]);
  });
}

test('the tag reader sees deferred scripts, loader-added scripts and stylesheets', () => {
  const tags = eagerTagsOf(
    '<link rel=stylesheet href=/a.css><script src=/b.js defer></script>' +
      '<script>load(["/c.js"])</script><script type=application/ld+json>{"u":"/d.js"}</script>',
  );
  expect(tags.scripts).toEqual(['/b.js', '/c.js']);
  expect(tags.stylesheets).toEqual(['/a.css']);
});
