/**
 * post-build (./README.md): the site's one `postBuild`, running the steps that read or write the
 * built site in the order of ./plan.ts, checked as the plugin loads. No local plugin has a
 * `postBuild` of its own, so nothing depends on the order in which core starts the plugins' hooks.
 */
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {timedPostBuild} from '../postBuildTiming';
import {planProblems, POST_BUILD_PLAN} from './plan';
import type {BuiltSite} from './types';

export type Options = Pick<BuiltSite, 'analytics' | 'sitemapFile'>;

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
