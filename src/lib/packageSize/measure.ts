/**
 * What an app adds to its bundle when it imports a package: one esbuild bundle of a module that
 * re-exports the package's main export (so nothing it needs is shaken out), with the settings pages
 * state in words (src/data/packageSize.ts). Peers stay external, as the app's framework; the
 * package's own dependencies are bundled from `dependenciesFrom` when installed there (no registry
 * is asked); any other import is left out and named. CSS a script injects counts in the JavaScript.
 */
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import * as esbuild from 'esbuild';
import type {ReleaseSize} from '../../data/facts';
import {esModuleEntry, type PackageFiles} from '../packageApi/files';
import {packageOfSpecifier} from '../stackblitz/tooling';

/** The gzip level of every figure (zlib's highest). */
export const GZIP_LEVEL = 9;

export interface SizeInput {
  /** The unpacked package (its `package/` folder), which `files` lists. */
  readonly dir: string;
  readonly files: PackageFiles;
  /** The export the app imports (`sizeImportOf`). */
  readonly exportName: string;
  /** A folder whose `node_modules` may hold the package's own dependencies; none bundled without it. */
  readonly dependenciesFrom?: string;
  /** The day recorded as `measured` (ISO); today by default. */
  readonly today?: string;
}

const bytesOf = (contents: Uint8Array) => ({
  minified: contents.length,
  gzip: gzipSync(contents, {level: GZIP_LEVEL}).length,
});

/** Measures the package `input.files` describes; an error names the tarball and the file. */
export async function measurePackageSize(input: SizeInput): Promise<ReleaseSize> {
  const {dir, files, exportName} = input;
  const entry = esModuleEntry(files);
  if (!files.paths.includes(entry))
    throw new Error(
      `${files.label}: its package.json names ${entry} as its ES module, and the tarball has no such file`,
    );
  const peers = new Set(Object.keys(files.manifest.peerDependencies ?? {}));
  const dependencies = new Set(Object.keys(files.manifest.dependencies ?? {}));
  const external = new Set<string>();
  const leftOut = new Set<string>();
  const bundled: Record<string, string> = {};
  const imports: esbuild.Plugin = {
    name: 'package-size-imports',
    setup(build) {
      // Every bare import: a peer stays external, a dependency is bundled if installed, the rest is left out.
      build.onResolve({filter: /^[^./]/}, async (args) => {
        if (args.pluginData === 'dependency') return undefined;
        const name = packageOfSpecifier(args.path)!;
        if (peers.has(name)) {
          external.add(args.path);
          return {path: args.path, external: true};
        }
        if (dependencies.has(name) && input.dependenciesFrom) {
          const found = await build.resolve(args.path, {
            kind: args.kind,
            resolveDir: input.dependenciesFrom,
            pluginData: 'dependency',
          });
          if (found.errors.length === 0) {
            const root = found.path.slice(0, found.path.lastIndexOf(`node_modules/${name}/`));
            const manifest = `${root}node_modules/${name}/package.json`;
            bundled[name] = (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
            return {path: found.path};
          }
        }
        leftOut.add(args.path);
        return {path: args.path, external: true};
      });
    },
  };
  let result: esbuild.BuildResult<{write: false}>;
  try {
    result = await esbuild.build({
      stdin: {
        contents: `export {${exportName}} from ${JSON.stringify(`./${entry}`)};\n`,
        resolveDir: dir,
        sourcefile: 'app.js',
        loader: 'js',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'esnext',
      legalComments: 'none',
      define: {'process.env.NODE_ENV': '"production"'},
      outdir: 'size',
      write: false,
      logLevel: 'silent',
      plugins: [imports],
    });
  } catch (error) {
    const failure = error as {errors?: esbuild.Message[]; message: string};
    const why = failure.errors?.length
      ? failure.errors.map((e) => `${e.location ? `${e.location.file}: ` : ''}${e.text}`).join('; ')
      : failure.message;
    throw new Error(`${files.label}: esbuild could not bundle ${exportName} from ${entry}: ${why}`);
  }
  const output = (extension: string) => result.outputFiles.find((f) => f.path.endsWith(extension));
  const js = output('.js');
  if (!js) throw new Error(`${files.label}: esbuild wrote no JavaScript for ${entry}`);
  const css = output('.css');
  return {
    import: exportName,
    entry,
    js: bytesOf(js.contents),
    css: css ? bytesOf(css.contents) : null,
    external: [...external].sort(),
    leftOut: [...leftOut].sort(),
    ...(Object.keys(bundled).length ? {bundled} : {}),
    tool: `esbuild ${esbuild.version}`,
    gzipLevel: GZIP_LEVEL,
    measured: input.today ?? new Date().toISOString().slice(0, 10),
  };
}
