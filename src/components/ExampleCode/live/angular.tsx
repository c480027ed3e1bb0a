/** The live ExampleCode of the angular pages: only angular's example files. */
import sources from '@site/src/data/exampleSources/angular';
import {exampleCodeFor} from '.';

export default exampleCodeFor(sources);
