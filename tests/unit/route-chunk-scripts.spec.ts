/**
 * Every built page lists its route chunks in the page template's script list,
 * after main (src/plugins/route-chunk-scripts), so the browser fetches them
 * with main instead of after it. The chunks a page needs are found the way the
 * client finds them (scripts/page-weight.cjs).
 */
import {test, expect} from '@playwright/test';
import {createPageWeigher, eagerTagsOf} from '../../scripts/page-weight.cjs';
import {withRouteChunks} from '../../src/plugins/route-chunk-scripts';
import {readBuiltHtml, sitemapPaths} from '../support/site';

const weigher = createPageWeigher();

test('each page loads its route chunks after main, each once', () => {
  const problems: string[] = [];
  for (const path of sitemapPaths()) {
    const {scripts} = eagerTagsOf(readBuiltHtml(path));
    const routeScripts = weigher.routeFilesOf(path).files.js.map((file) => `/${file}`);
    const main = scripts.findIndex((url) => /\/main\.[0-9a-f]+\.js$/.test(url));
    if (main < 0) problems.push(`${path}: no main bundle in the script list`);
    if (new Set(scripts).size !== scripts.length) problems.push(`${path}: a script is listed twice`);
    if (routeScripts.length === 0) problems.push(`${path}: no route chunk found`);
    if (JSON.stringify(scripts.slice(main + 1)) !== JSON.stringify(routeScripts)) {
      problems.push(
        `${path}: after main ${JSON.stringify(scripts.slice(main + 1))}, expected ${JSON.stringify(routeScripts)}`,
      );
    }
  }
  expect(problems, 'Rebuild with `npm run build`; see src/plugins/route-chunk-scripts').toEqual([]);
});

test('the plugin appends only new URLs and names the template when the list is missing', () => {
  const html = '<body><script>(function(s){})(["/a/main.js","/a/x.js"])</script></body>';
  expect(withRouteChunks(html, ['/a/x.js', '/a/y.js'], 'page.html')).toBe(
    '<body><script>(function(s){})(["/a/main.js","/a/x.js","/a/y.js"])</script></body>',
  );
  expect(() => withRouteChunks('<body></body>', ['/a/y.js'], 'page.html')).toThrow(
    /one script list of the page template's loader in page\.html, found 0.*ssrTemplate/,
  );
});
