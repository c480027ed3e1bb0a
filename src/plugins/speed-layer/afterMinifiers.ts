/**
 * Where the layer's bundler plugins touch the client build's files: `processAssets` after the
 * minifiers (they drop comments, rewrite CSS) and before the content hashes, so names follow bytes.
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
