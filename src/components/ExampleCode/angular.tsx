/**
 * ExampleCode for the angular pages, an island (see ./index.tsx): accepts only
 * angular's example files, and loads their text with ./live/angular after hydration.
 */
import type {ExamplePathOf} from '@site/src/data/examples';
import {exampleCodeIsland} from '.';

export default exampleCodeIsland<ExamplePathOf<'angular'>>(() => import('./live/angular'));
