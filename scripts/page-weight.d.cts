/** Types of scripts/page-weight.cjs for the TypeScript tests. */
export interface Size {
  raw: number;
  gzip: number;
}
export interface PageWeight {
  path: string;
  routes: string[];
  /** Script and stylesheet URLs of the page on other hosts. */
  external: string[];
  js: Size & {files: string[]; inline: Size};
  css: Size & {files: string[]};
}
/** First-load budgets as a share of the same page in the like-for-like reference. */
export const BUDGET_SHARES: {js: number; css: number};
/** The intros and the members API pages (issue 31's speed targets). */
export const TARGET_PAGES: readonly string[];
export const SITE_DIR: string;
export function sitemapPaths(buildDir?: string): string[];
export function htmlFileFor(buildDir: string, path: string): string;
export function eagerTagsOf(html: string): {
  scripts: string[];
  stylesheets: string[];
  inlineScripts: string[];
};
export function createPageWeigher(options?: {siteDir?: string; buildDir?: string; generatedDir?: string}): {
  weightOf(path: string, htmlFile?: string): PageWeight;
  buildDir: string;
};
export function allPageWeights(options?: {
  siteDir?: string;
  buildDir?: string;
  generatedDir?: string;
}): PageWeight[];
