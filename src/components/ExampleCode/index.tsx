/**
 * `<ExampleCode file="examples/…" />` shows one file of `examples/` in a code
 * block, titled with its file name. Pages import their framework's component
 * (`./angular`, `./react`, `./vue`), which accepts only that framework's paths.
 *
 * Each is an island (src/components/Island): the example texts (about 4 KB
 * of gzipped JS on a usage page) and the code block stay out of the page's
 * first load, since the server HTML already shows the highlighted code. After
 * hydration the live component (./live/<framework>) loads together with the
 * code block's own chunk, so the live code appears highlighted at once.
 */
import type {ComponentType} from 'react';
import CodeBlock from '@theme/CodeBlock';
import island, {preloadOf} from '@site/src/components/Island';
import type {ExamplePath} from '@site/src/data/examples';

/** `code={false}`: the example's title, file name and buttons without its code (the live-example page's list). */
export interface ExampleCodeProps<P extends ExamplePath> {
  readonly file: P;
  readonly code?: boolean;
}

export function exampleCodeIsland<P extends ExamplePath>(
  load: () => Promise<{default: ComponentType<ExampleCodeProps<P>>}>,
) {
  return island<ExampleCodeProps<P>>(() =>
    Promise.all([load(), preloadOf(CodeBlock)]).then(([module]) => module),
  );
}
