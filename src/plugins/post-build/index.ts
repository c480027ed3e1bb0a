/**
 * post-build: the site's one `postBuild`. It runs the steps that read or write the built site
 * (the search index, the Markdown twins and llms files, the live preview's page, robots.txt, the
 * security headers), stage after stage, in the order of ./plan.ts, which checks that order against
 * what each step declares it reads and writes. The steps are plain functions exported by their
 * plugin folders; no local plugin has a `postBuild` of its own, so nothing depends on the order in
 * which core starts the plugins' hooks. Docusaurus's own hooks that run beside this one (the
 * sitemap's, the blog feeds') write files no step reads; `_headers` gets the sitemap's name from
 * the options (`sitemapFile`, the config's constant).
 *
 * With `DOCUSAURUS_PERF_LOGGER=true` each step prints its time (../postBuildTiming.ts).
 */
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {timedPostBuild} from '../postBuildTiming';
import {planProblems, POST_BUILD_PLAN} from './plan';
import type {BuiltSite} from './types';

export interface Options {
  /** True when the build has a Google Analytics tracking ID (GTAG_TRACKING_ID). */
  analytics: boolean;
  /** The sitemap plugin's `filename`: the file the sitemap's own postBuild writes. */
  sitemapFile: string;
}

export default function postBuild(context: LoadContext, options: Options): Plugin {
  const problems = planProblems(POST_BUILD_PLAN);
  if (problems.length)
    throw new Error(`post-build: the order of the steps is wrong:\n${problems.join('\n')}`);
  let allContent: AllContent = {};
  return {
    name: 'post-build',
    allContentLoaded(args) {
      allContent = args.allContent;
    },
    async postBuild({outDir}) {
      const site: BuiltSite = {
        outDir,
        siteDir: context.siteDir,
        siteConfig: context.siteConfig,
        allContent,
        analytics: options.analytics,
        sitemapFile: options.sitemapFile,
      };
      for (const stage of POST_BUILD_PLAN) {
        // In list order: an asynchronous step's worker starts before the synchronous steps after it.
        await Promise.all(stage.map(async (step) => timedPostBuild(step.name, step.run)(site)));
      }
    },
  };
}
