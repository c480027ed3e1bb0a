/**
 * What a post-build step is (./plan.ts lists them): a plain function of the built site, exported
 * by its own plugin folder, with what it reads and writes in the build folder declared beside it,
 * so that the order of the steps is checked (./plan.ts, `planProblems`) rather than assumed.
 */
import type {AllContent, LoadContext} from '@docusaurus/types';

/**
 * A set of files in the build folder, as a step names what it reads or writes:
 * - `pages`: every `.html` file (Docusaurus's pages, and the live preview's frame page);
 * - `page policies`: the `<meta http-equiv="Content-Security-Policy">` in each page's `<head>`, a
 *   part of `pages` (the same files) that no other step reads;
 * - a path ending in `/`: a folder at the top of the build; another path: those files;
 * - `*`: every file and folder (a step that lists the whole build).
 */
export type BuildFiles =
  | 'pages'
  | 'page policies'
  | 'pagefind/'
  | 'docs twins (*.md)'
  | 'llms*.txt'
  | '.well-known/'
  | 'skills/'
  | 'preview/'
  | 'robots.txt'
  | '_headers'
  | '*';

/** Files that are a part of others (the same files on disk): a step writing one touches the other. */
export const PART_OF: Partial<Record<BuildFiles, BuildFiles>> = {'page policies': 'pages'};

/** What every step gets: the build folder, the site, and what the plugins loaded. */
export interface BuiltSite {
  /** The build folder (postBuild's `outDir`). */
  outDir: string;
  siteDir: string;
  siteConfig: LoadContext['siteConfig'];
  /** Every plugin's loaded content (`allContentLoaded`). */
  allContent: AllContent;
  /** True when the build has a Google Analytics tracking ID (GTAG_TRACKING_ID). */
  analytics: boolean;
  /**
   * The sitemap's file name (the sitemap plugin's `filename`, the config's constant). The sitemap
   * plugin's own postBuild writes it, beside this plugin's: no step reads it; robots.txt names it
   * and `_headers` gives it its headers, whether or not it is written yet.
   */
  sitemapFile: string;
}

export interface PostBuildStep {
  /** Its plugin folder under src/plugins (timings and errors name it). */
  name: string;
  /** What it needs complete before it starts. */
  reads: readonly BuildFiles[];
  /** What it creates or changes. */
  writes: readonly BuildFiles[];
  run(site: BuiltSite): void | Promise<void>;
}
