/**
 * A bundler plugin that starts each script every page loads (runtime, React DOM, main) with V8's
 * explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136+): their functions
 * compile while the script streams in, off the main thread, not on first call in the task that runs
 * the app. Other engines read a comment. Chunks that load later keep lazy compilation.
 */
import type {Compiler} from 'webpack';
import {processAssetsAfterMinifiers} from './afterMinifiers';

/** The hint, a line of its own at the very start of the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    // After the JS minifier, which would drop the comment.
    processAssetsAfterMinifiers(compiler, 'speed-layer-compile-hints', (compilation, sources) => {
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
