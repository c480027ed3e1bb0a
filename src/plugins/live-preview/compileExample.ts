/**
 * An example file (examples/angular/*.ts, examples/react/*.tsx, examples/vue/*.vue) compiled into
 * the ES module the preview frame runs (issue "Derived, not restated", item 4): the file's own code,
 * so its functions (a custom search, a row rule), its state and its data source (a lazy loader) run
 * as written. Every import stays as the file writes it: the package and the framework are bare
 * names, which the frame's import map resolves to the CDN's modules (./page.ts).
 *
 * - Angular: TypeScript to JavaScript with esbuild, decorators kept as TypeScript's legacy
 *   decorators (`experimentalDecorators`, `useDefineForClassFields: false`, as an Angular CLI
 *   project compiles them), so `@Component` and `@NgModule` run as the module is evaluated and the
 *   JIT compiler the frame loads reads their metadata (templates are inline strings). One step
 *   before esbuild: the file's own bootstrap, a top-level statement calling `bootstrapApplication`
 *   or `….bootstrapModule` (basic-standalone.ts), is cut out (`withoutBootstrap`), since it would
 *   start an application with zone.js before the frame could; esbuild then drops the import it
 *   used. The frame bootstraps the file's exported component itself, zoneless (frame.js). A
 *   bootstrap anywhere else in the file is refused, and so is a constructor parameter injected by
 *   its type (esbuild emits no decorator metadata; `inject()` works).
 * - React: TSX to JavaScript with esbuild, JSX through the automatic runtime (`react/jsx-runtime`,
 *   the map's `react/` prefix); the module's default export is the component the frame renders.
 * - Vue: the single-file component compiled with @vue/compiler-sfc (`<script setup>` with the
 *   template inlined as its render function), its TypeScript then stripped by esbuild; the default
 *   export is the component the frame mounts. A `<style>` block is refused (the frame would need
 *   it injected; no example has one).
 *
 * Synchronous and without file access: ./index.ts's post-build step writes the modules, and the
 * tests compile the same way.
 */
import {createHash} from 'node:crypto';
import {transformSync} from 'esbuild';
import {babelParse, compileScript, parse, parseCache} from '@vue/compiler-sfc';

/** The frameworks whose examples the preview runs as files: all three. */
export const COMPILED_FRAMEWORKS = ['angular', 'react', 'vue'] as const;
export type CompiledFramework = (typeof COMPILED_FRAMEWORKS)[number];

/** Browsers the frame supports: module scripts and import maps are there from these versions on. */
const TARGET = ['es2020'];

/** The ES module of one example file; `file` (its path in the repository) names it in errors. */
export function compileExample(framework: CompiledFramework, source: string, file: string): string {
  if (framework === 'angular') {
    return transformSync(withoutBootstrap(source, file), {
      loader: 'ts',
      format: 'esm',
      target: TARGET,
      sourcefile: file,
      legalComments: 'none',
      tsconfigRaw: {compilerOptions: {experimentalDecorators: true, useDefineForClassFields: false}},
    }).code;
  }
  if (framework === 'react') {
    return transformSync(source, {
      loader: 'tsx',
      format: 'esm',
      jsx: 'automatic',
      target: TARGET,
      sourcefile: file,
      legalComments: 'none',
    }).code;
  }
  // compileScript with inlineTemplate changes the descriptor in place, and `parse` hands every caller
  // with the same text and options the same cached descriptor: a parse of its own (no source map, which
  // the frame does not read), and the cache emptied after use, so no later parse sees the changed one.
  const {descriptor, errors} = parse(source, {filename: file, sourceMap: false});
  if (errors.length > 0) throw new Error(`live-preview: ${file}: ${String(errors[0])}`);
  if (descriptor.styles.length > 0) {
    throw new Error(`live-preview: ${file}: a <style> block is not compiled for the preview frame`);
  }
  const id = createHash('sha256').update(file).digest('hex').slice(0, 8);
  const script = compileScript(descriptor, {id, inlineTemplate: true, isProd: true});
  parseCache.clear();
  return transformSync(script.content, {
    loader: script.lang === 'ts' ? 'ts' : 'js',
    format: 'esm',
    target: TARGET,
    sourcefile: file,
    legalComments: 'none',
  }).code;
}

/** Angular's calls that start an application: `bootstrapApplication(…)`, `platform….bootstrapModule(…)`. */
const BOOTSTRAP_NAME = /^bootstrap(?:Application|Module|ModuleFactory)$/;

/** Whether a node of the file's syntax tree is, or holds, a call that starts an application. */
function callsBootstrap(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(callsBootstrap);
  if (node === null || typeof node !== 'object') return false;
  const {type, callee} = node as {type?: unknown; callee?: {type: string; name?: string; property?: unknown}};
  if (type === 'CallExpression' && callee) {
    const name =
      callee.type === 'MemberExpression'
        ? (callee.property as {name?: string} | undefined)?.name
        : callee.name;
    if (name !== undefined && BOOTSTRAP_NAME.test(name)) return true;
  }
  return Object.entries(node).some(([key, value]) => key !== 'loc' && callsBootstrap(value));
}

/**
 * An Angular file without its own bootstrap: each top-level statement that starts an application
 * (`bootstrapApplication(AppComponent).catch(…);`) is cut out, the rest kept as written; a bootstrap
 * call anywhere else (in a function, an export) is refused, naming the file.
 */
export function withoutBootstrap(source: string, file: string): string {
  let program;
  try {
    program = babelParse(source, {
      sourceType: 'module',
      plugins: ['typescript', 'decorators-legacy'],
    }).program;
  } catch (error) {
    throw new Error(`live-preview: ${file}: ${String(error)}`);
  }
  let out = '';
  let from = 0;
  for (const statement of program.body) {
    if (!callsBootstrap(statement)) continue;
    if (statement.type !== 'ExpressionStatement') {
      throw new Error(
        `live-preview: ${file}: bootstraps an application other than in a top-level statement; ` +
          'the preview frame bootstraps the exported component itself',
      );
    }
    out += source.slice(from, statement.start!);
    from = statement.end!;
  }
  return out + source.slice(from);
}

/** The bare specifiers a compiled module imports (`import … from 'x'`, `import 'x'`), in order, once each. */
export function importsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+\s*from\s*)?["']([^"']+)["']/g)) {
    found.add(match[1]!);
  }
  return [...found];
}
