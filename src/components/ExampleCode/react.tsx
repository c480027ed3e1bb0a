/** ExampleCode for the react pages: only react's example files (see ./index.tsx). */
import sources from '@site/src/data/exampleSources/react';
import {exampleCodeFor} from '.';

export default exampleCodeFor(sources);
