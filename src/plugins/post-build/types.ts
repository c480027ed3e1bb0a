/** A post-build step (./plan.ts lists them): a function of the built site, with what it reads and writes. */
import type {AllContent, LoadContext} from '@docusaurus/types';

/**
 * Files of the build folder: `pages`, every `.html` file; `page policies`, each page's policy
 * `<meta>`, a part of `pages`; a path ending in `/`, a top folder; `*`, the whole build.
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

export interface BuiltSite {
  outDir: string;
  siteDir: string;
  siteConfig: LoadContext['siteConfig'];
  /** Every plugin's loaded content (`allContentLoaded`). */
  allContent: AllContent;
  /** True when the build has a Google Analytics tracking ID (GTAG_TRACKING_ID). */
  analytics: boolean;
  /** The sitemap plugin's `filename`: its own postBuild writes it beside this one, so no step reads it. */
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
