/** ExampleCode for the vue pages: only vue's example files (see ./index.tsx). */
import sources from '@site/src/data/exampleSources/vue';
import {exampleCodeFor} from '.';

export default exampleCodeFor(sources);
