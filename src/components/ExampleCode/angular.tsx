/** ExampleCode for the angular pages: only angular's example files (see ./index.tsx). */
import sources from '@site/src/data/exampleSources/angular';
import {exampleCodeFor} from '.';

export default exampleCodeFor(sources);
