/** The live ExampleCode of the vue pages: only vue's example files. */
import sources from '@site/src/data/exampleSources/vue';
import {exampleCodeFor} from '.';

export default exampleCodeFor(sources);
