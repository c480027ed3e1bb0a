/**
 * search-index: the site search's index (issue 30), made by Pagefind from the
 * built pages after the build (./indexSite.ts; what goes in: ./records.ts).
 * It writes `build/pagefind/`: Pagefind's script, its WebAssembly, and an
 * index split in chunks by word, so a query downloads only the chunks of its
 * words, whatever the size of the site. The search bar (src/theme/SearchBar)
 * loads it on the reader's first search.
 *
 * postBuild is asynchronous and the plugin is listed first: its step indexes the pages in a
 * worker thread (./inWorker.ts), beside the other plugins' synchronous steps, and only reads pages.
 * `npm start` has no index (no build); the bar says so.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {indexSiteInWorker} from './inWorker';
import {timedPostBuild} from '../postBuildTiming';

export default function searchIndex(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      // The server bundle never searches: see src/theme/SearchBar/importPagefind.ts.
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/(^|[\\/])importPagefind$/, (resource: {request: string}) => {
            resource.request = `${resource.request}.server`;
          }),
        ],
      };
    },
    postBuild: timedPostBuild('search-index', async ({outDir}) => {
      await indexSiteInWorker(outDir, context.siteConfig.baseUrl, context.siteDir);
    }),
  };
}
