/** Facts about the built site for tests: its URLs, read from build/. */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import * as cheerio from 'cheerio';
import {filesUnder} from './files';
import {TARGET_PAGES, sitemapPaths as sitemapPathsIn} from '../../scripts/page-weight.cjs';

export const BUILD_DIR = join(__dirname, '..', '..', 'build');

/** The intros and the members API pages: the pages of issue 31's first-paint target. */
export const FIRST_PAINT_PAGES = TARGET_PAGES;

/** Every path listed in build/sitemap.xml, e.g. `/docs/react/introduction/intro`. */
export function sitemapPaths(): string[] {
  return sitemapPathsIn(BUILD_DIR);
}

/** Every HTML file of the built site (pages, 404, redirects), as a path under `BUILD_DIR`. */
export function builtHtmlFiles(): string[] {
  return filesUnder(BUILD_DIR, (file) => file.endsWith('.html'));
}

/** Names of the built files in `build/assets/<folder>/` whose text contains `marker`. */
export function builtAssetsContaining(folder: 'js' | 'css', marker: string): string[] {
  const dir = join(BUILD_DIR, 'assets', folder);
  return readdirSync(dir).filter((name) => readFileSync(join(dir, name), 'utf8').includes(marker));
}

/** The HTML file that `docusaurus build` wrote for a route path. */
export function htmlFileFor(path: string): string {
  const clean = path.replace(/\/$/, '');
  if (clean === '') return join(BUILD_DIR, 'index.html');
  if (clean === '/404') return join(BUILD_DIR, '404.html');
  return join(BUILD_DIR, `${clean}.html`);
}

export function readBuiltHtml(path: string): string {
  return readFileSync(htmlFileFor(path), 'utf8');
}

/** The built page for a route, parsed (the build minifies HTML, so never regex it). */
export function loadBuiltPage(path: string): cheerio.CheerioAPI {
  return cheerio.load(readBuiltHtml(path));
}

const builtIds = new Map<string, Set<string>>();
/** Ids of the elements matching `selector` in a built page (cached: pages are read once per worker). */
export function idsInBuiltPage(path: string, selector = '[id]'): Set<string> {
  const key = `${selector} ${path}`;
  let ids = builtIds.get(key);
  if (!ids) {
    const $ = loadBuiltPage(path);
    ids = new Set(
      $(selector)
        .map((_, el) => $(el).attr('id')!)
        .get(),
    );
    builtIds.set(key, ids);
  }
  return ids;
}
