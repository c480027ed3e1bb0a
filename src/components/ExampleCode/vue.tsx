/**
 * ExampleCode for the vue pages, an island (see ./index.tsx): accepts only
 * vue's example files, and loads their text with ./live/vue after hydration.
 */
import type {ExamplePathOf} from '@site/src/data/examples';
import {exampleCodeIsland} from '.';

export default exampleCodeIsland<ExamplePathOf<'vue'>>(() => import('./live/vue'));
