/**
 * ExampleCode for the react pages, an island (see ./index.tsx): accepts only
 * react's example files, and loads their text with ./live/react after hydration.
 */
import type {ExamplePathOf} from '@site/src/data/examples';
import {exampleCodeIsland} from '.';

export default exampleCodeIsland<ExamplePathOf<'react'>>(() => import('./live/react'));
