/**
 * An example file (examples/react/*.tsx, examples/vue/*.vue) compiled into the ES module the
 * preview frame runs (issue "Derived, not restated", item 4): the file's own code, so its
 * functions (a custom search, a row rule), its state and its data source (a lazy loader) run as
 * written. Every import stays as the file writes it: the package and the framework are bare
 * names, which the frame's import map resolves to the CDN's modules (./page.ts).
 *
 * - React: TSX to JavaScript with esbuild, JSX through the automatic runtime (`react/jsx-runtime`,
 *   the map's `react/` prefix); the module's default export is the component the frame renders.
 * - Vue: the single-file component compiled with @vue/compiler-sfc (`<script setup>` with the
 *   template inlined as its render function), its TypeScript then stripped by esbuild; the default
 *   export is the component the frame mounts. A `<style>` block is refused (the frame would need
 *   it injected; no example has one).
 *
 * Synchronous and without file access: ./index.ts writes the modules in its synchronous postBuild,
 * and the tests compile the same way.
 */
import {createHash} from 'node:crypto';
import {transformSync} from 'esbuild';
import {compileScript, parse} from '@vue/compiler-sfc';

/** The frameworks whose examples the preview runs as files (Angular's use the configuration path). */
export const COMPILED_FRAMEWORKS = ['react', 'vue'] as const;
export type CompiledFramework = (typeof COMPILED_FRAMEWORKS)[number];

/** Browsers the frame supports: module scripts and import maps are there from these versions on. */
const TARGET = ['es2020'];

/** The ES module of one example file; `file` (its path in the repository) names it in errors. */
export function compileExample(framework: CompiledFramework, source: string, file: string): string {
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
  const {descriptor, errors} = parse(source, {filename: file});
  if (errors.length > 0) throw new Error(`live-preview: ${file}: ${String(errors[0])}`);
  if (descriptor.styles.length > 0) {
    throw new Error(`live-preview: ${file}: a <style> block is not compiled for the preview frame`);
  }
  const id = createHash('sha256').update(file).digest('hex').slice(0, 8);
  const script = compileScript(descriptor, {id, inlineTemplate: true, isProd: true});
  return transformSync(script.content, {
    loader: script.lang === 'ts' ? 'ts' : 'js',
    format: 'esm',
    target: TARGET,
    sourcefile: file,
    legalComments: 'none',
  }).code;
}

/** The bare specifiers a compiled module imports (`import … from 'x'`, `import 'x'`), in order, once each. */
export function importsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+\s*from\s*)?["']([^"']+)["']/g)) {
    found.add(match[1]!);
  }
  return [...found];
}
