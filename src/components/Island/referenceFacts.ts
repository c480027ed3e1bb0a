/**
 * The `data` option of the islands that show a framework's long reference
 * lists (API tables, known limitations, demo tables): they load
 * `@facts/<framework>-reference` (src/plugins/library-facts) with their chunk,
 * after hydration, so those facts are not in the page's first load.
 */
import type {FrameworkId, FullFacts} from '@site/src/data/types';
import type {IslandData} from '.';

const loaders: {readonly [F in FrameworkId]: () => Promise<{default: FullFacts}>} = {
  angular: () => import('@facts/angular-reference'),
  react: () => import('@facts/react-reference'),
  vue: () => import('@facts/vue-reference'),
};

const referenceFacts: IslandData<{readonly framework: FrameworkId}, FullFacts> = {
  key: ({framework}) => framework,
  load: ({framework}) => loaders[framework]().then((module) => module.default),
};

export default referenceFacts;
