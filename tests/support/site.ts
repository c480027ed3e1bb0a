/** Facts about the built site for tests: its URLs, read from build/. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export const BUILD_DIR = join(__dirname, '..', '..', 'build');

/** Every path listed in build/sitemap.xml, e.g. `/docs/react/introduction/intro`. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The HTML file that `docusaurus build` wrote for a route path. */
export function htmlFileFor(path: string): string {
  const clean = path.replace(/\/$/, '');
  return join(BUILD_DIR, clean === '' ? 'index.html' : `${clean}.html`);
}

export function readBuiltHtml(path: string): string {
  return readFileSync(htmlFileFor(path), 'utf8');
}
