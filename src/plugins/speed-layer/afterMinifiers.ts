/**
 * The one place the layer's bundler plugins (./unusedCss.ts, ./compileHints.ts)
 * touch the client build's files: Rspack/webpack's public `processAssets`
 * hook, after the minifiers (OPTIMIZE_SIZE: they drop comments and rewrite
 * CSS) and before the real content hashes (OPTIMIZE_HASH), so that each file's
 * name follows its final bytes.
 */
import type {Compilation, Compiler} from 'webpack';

export function processAssetsAfterMinifiers(
  compiler: Compiler,
  name: string,
  process: (compilation: Compilation, sources: Compiler['webpack']['sources']) => void,
): void {
  const {Compilation: Stages, sources} = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({name, stage: Stages.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, () =>
      process(compilation, sources),
    );
  });
}
