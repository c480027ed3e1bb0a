/**
 * search-index: the site search's index (issue 30), made by Pagefind from the
 * built pages after the build (./indexSite.ts; what goes in: ./records.ts).
 * It writes `build/pagefind/`: Pagefind's script, its WebAssembly, and an
 * index split in chunks by word, so a query downloads only the chunks of its
 * words, whatever the size of the site. The search bar (src/theme/SearchBar)
 * loads it on the reader's first search.
 *
 * The plugin only keeps the search out of the server bundle; the index is `searchIndexStep`, a
 * step of src/plugins/post-build (its plan: after the live preview's page is written, beside
 * llms-txt, before security-headers). It indexes the pages in a worker thread (./inWorker.ts), so
 * llms-txt's synchronous step runs meanwhile; it reads pages and writes only build/pagefind/.
 * `npm start` has no index (no build); the bar says so.
 */
import type {Plugin} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build/types';
import {indexSiteInWorker} from './inWorker';

export const searchIndexStep: PostBuildStep = {
  name: 'search-index',
  reads: ['pages'],
  writes: ['pagefind/'],
  async run({outDir, siteConfig, siteDir}) {
    await indexSiteInWorker(outDir, siteConfig.baseUrl, siteDir);
  },
};

export default function searchIndex(): Plugin {
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
  };
}
