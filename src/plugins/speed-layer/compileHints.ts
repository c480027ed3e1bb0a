/**
 * A bundler plugin (added by ./index.ts through the documented
 * `configureWebpack`; `processAssets` is public Rspack/webpack API) that
 * starts each script every page loads (the runtime, React DOM and main) with
 * V8's explicit compile hint `//# allFunctionsCalledOnLoad`
 * (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later). Without
 * it V8 compiles a function the first time it is called, on the main thread:
 * a large part of the task that runs the app's modules after the first paint
 * was the compilation of those modules. With it, the functions of these files
 * are compiled with the script, while it streams in, off the main thread; other
 * engines read the line as a comment. Chunks that load later (routes, islands,
 * search) are left as they are: most of their functions are not called at once.
 */
import type {Compiler} from 'webpack';
import {processAssetsAfterMinifiers} from './afterMinifiers';

/** The hint, a line of its own at the very start of the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'speed-layer-compile-hints';

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    // After the JS minifier, which would drop the comment.
    processAssetsAfterMinifiers(compiler, NAME, (compilation, sources) => {
      for (const chunk of compilation.chunks) {
        if (!chunk.canBeInitial()) continue;
        for (const file of chunk.files) {
          if (!file.endsWith('.js')) continue;
          compilation.updateAsset(
            file,
            (source) => new sources.ConcatSource(new sources.RawSource(COMPILE_HINT), source),
          );
        }
      }
    });
  }
}
