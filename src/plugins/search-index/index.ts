/**
 * search-index (issue 30; ./README.md): the plugin keeps the search out of the server bundle;
 * `searchIndexStep`, a post-build step, writes Pagefind's index into build/pagefind/, split in chunks
 * by word so a query downloads only its words' chunks. `npm start` has no index; the bar says so.
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
