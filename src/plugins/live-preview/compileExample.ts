/**
 * An example file compiled into the ES module the preview frame runs (issue "Derived, not restated",
 * item 4; ./README.md says how for each framework): the file's own code, its imports left bare for
 * the frame's import map (./page.ts). Synchronous, no file access: the tests compile the same way.
 */
import {createHash} from 'node:crypto';
import {transformSync, type TransformOptions} from 'esbuild';
import {babelParse, compileScript, parse, parseCache} from '@vue/compiler-sfc';
import type {FrameworkId} from '../../data/facts';

/** The frameworks the frame renders, and runs examples of as files: all three. */
export const PREVIEW_FRAMEWORKS = ['angular', 'react', 'vue'] as const satisfies readonly FrameworkId[];
export type PreviewFramework = (typeof PREVIEW_FRAMEWORKS)[number];

/** Browsers the frame supports: module scripts and import maps are there from these versions on. */
const TARGET = ['es2020'];

/** The ES module of one example file; `file` (its path in the repository) names it in errors. */
export function compileExample(framework: PreviewFramework, source: string, file: string): string {
  const esm = (code: string, options: TransformOptions) =>
    transformSync(code, {format: 'esm', target: TARGET, sourcefile: file, legalComments: 'none', ...options})
      .code;
  if (framework === 'angular') {
    return esm(withoutBootstrap(source, file), {
      loader: 'ts',
      tsconfigRaw: {compilerOptions: {experimentalDecorators: true, useDefineForClassFields: false}},
    });
  }
  if (framework === 'react') return esm(source, {loader: 'tsx', jsx: 'automatic'});
  // compileScript with inlineTemplate changes the descriptor in place, and `parse` caches descriptors
  // by text and options: a parse of its own (no source map), the cache emptied after use.
  const {descriptor, errors} = parse(source, {filename: file, sourceMap: false});
  if (errors.length > 0) throw new Error(`live-preview: ${file}: ${String(errors[0])}`);
  if (descriptor.styles.length > 0) {
    throw new Error(`live-preview: ${file}: a <style> block is not compiled for the preview frame`);
  }
  const id = createHash('sha256').update(file).digest('hex').slice(0, 8);
  const script = compileScript(descriptor, {id, inlineTemplate: true, isProd: true});
  parseCache.clear();
  return esm(script.content, {loader: script.lang === 'ts' ? 'ts' : 'js'});
}

/** Angular's calls that start an application: `bootstrapApplication(…)`, `platform….bootstrapModule(…)`. */
const BOOTSTRAP_NAME = /^bootstrap(?:Application|Module|ModuleFactory)$/;

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
