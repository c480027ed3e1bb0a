/** The live ExampleCode of the react pages: only react's example files. */
import sources from '@site/src/data/exampleSources/react';
import {exampleCodeFor} from '.';

export default exampleCodeFor(sources);
