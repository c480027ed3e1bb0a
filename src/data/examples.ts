/**
 * The example files in `examples/` (shown on the using_module and install
 * pages) and the StackBlitz demo links of each framework (from the package
 * facts passed in). Pure data: the file contents are
 * imported in src/data/exampleSources/<framework>.ts, so tests can use this module without a bundler.
 */
import type {DemoLink, FrameworkId, FullFacts} from './types';

export type ExampleLanguage = 'ts' | 'tsx' | 'vue';

export interface ExampleFile {
  /** Path from the site root, also the key of src/data/exampleSources/<framework>.ts. */
  readonly file: string;
  readonly framework: FrameworkId;
  /** What the example shows, used as the code block title. */
  readonly title: string;
  readonly language: ExampleLanguage;
}

/**
 * Every example file, per framework, in the order the using_module page shows
 * them. A file added to `examples/` must be listed here (a unit test checks).
 */
export const exampleFiles = [
  {file: 'examples/angular/basic-ngmodule.ts', framework: 'angular', title: 'NgModule app', language: 'ts'},
  {
    file: 'examples/angular/basic-standalone.ts',
    framework: 'angular',
    title: 'Standalone component',
    language: 'ts',
  },
  {file: 'examples/angular/object-data.ts', framework: 'angular', title: 'Object items', language: 'ts'},
  {file: 'examples/angular/default-value.ts', framework: 'angular', title: 'Default value', language: 'ts'},
  {file: 'examples/angular/disabled-items.ts', framework: 'angular', title: 'Disabled items', language: 'ts'},
  {
    file: 'examples/angular/lazy-view-more.ts',
    framework: 'angular',
    title: 'Lazy loading with View More',
    language: 'ts',
  },
  {file: 'examples/angular/custom-search.ts', framework: 'angular', title: 'Custom search', language: 'ts'},
  {file: 'examples/angular/form.ts', framework: 'angular', title: 'In a reactive form', language: 'ts'},
  {file: 'examples/react/basic.tsx', framework: 'react', title: 'Basic', language: 'tsx'},
  {file: 'examples/react/object-data.tsx', framework: 'react', title: 'Object items', language: 'tsx'},
  {file: 'examples/react/default-value.tsx', framework: 'react', title: 'Default value', language: 'tsx'},
  {file: 'examples/react/disabled-items.tsx', framework: 'react', title: 'Disabled items', language: 'tsx'},
  {
    file: 'examples/react/lazy-view-more.tsx',
    framework: 'react',
    title: 'Lazy loading with View More',
    language: 'tsx',
  },
  {
    file: 'examples/react/custom-search.tsx',
    framework: 'react',
    title: 'Custom search handler',
    language: 'tsx',
  },
  {file: 'examples/react/form.tsx', framework: 'react', title: 'In a form', language: 'tsx'},
  {file: 'examples/vue/basic.vue', framework: 'vue', title: 'Basic', language: 'vue'},
  {file: 'examples/vue/object-data.vue', framework: 'vue', title: 'Object items', language: 'vue'},
  {file: 'examples/vue/default-value.vue', framework: 'vue', title: 'Default value', language: 'vue'},
  {file: 'examples/vue/disabled-items.vue', framework: 'vue', title: 'Disabled items', language: 'vue'},
  {
    file: 'examples/vue/lazy-view-more.vue',
    framework: 'vue',
    title: 'Lazy loading with View More',
    language: 'vue',
  },
  {file: 'examples/vue/custom-search.vue', framework: 'vue', title: 'Custom search', language: 'vue'},
  {file: 'examples/vue/relative-search.vue', framework: 'vue', title: 'Relative search', language: 'vue'},
  {file: 'examples/vue/form.vue', framework: 'vue', title: 'In a form', language: 'vue'},
] as const satisfies readonly ExampleFile[];

export type ExamplePath = (typeof exampleFiles)[number]['file'];

/** The example files of one framework. */
export type ExamplePathOf<F extends FrameworkId> = Extract<
  (typeof exampleFiles)[number],
  {framework: F}
>['file'];

export function getExample(file: ExamplePath): ExampleFile {
  const example = exampleFiles.find((e) => e.file === file);
  if (!example) throw new Error(`Unknown example file "${file}"`);
  return example;
}

/**
 * The example each framework's live-example page offers first, ready to run:
 * the smallest complete use of the component.
 */
export const featuredExamples = {
  angular: 'examples/angular/basic-standalone.ts',
  react: 'examples/react/basic.tsx',
  vue: 'examples/vue/basic.vue',
} as const satisfies {[F in FrameworkId]: ExamplePathOf<F>};

export function examplesOf(framework: FrameworkId): readonly ExampleFile[] {
  return exampleFiles.filter((e) => e.framework === framework);
}

/** The Prism language a file is highlighted with (Prism has no Vue grammar). */
export function prismLanguage(language: ExampleLanguage): string {
  return language === 'vue' ? 'html' : language;
}

/** The file name shown above a code block, e.g. `basic.vue`. */
export function fileName(example: ExampleFile): string {
  return example.file.split('/').pop() ?? example.file;
}

/**
 * What each demo shows, written from its title only (the facts file lists a
 * title and a URL per demo, nothing else). Keyed by the exact title; a demo
 * without an entry here fails tests/unit/usage-data.spec.ts.
 */
export const demoDescriptions: Readonly<Record<string, string>> = {
  'Basic autocomplete': 'The component with a plain list and its default settings.',
  Basic: 'The component with a plain list and its default settings.',
  'API call (lazy load) event': 'Fetching the next items from an API through the lazy-load event.',
  'API lazy load': 'Fetching the next items from an API as the list runs out.',
  'Bootstrap styling': 'The component dressed with Bootstrap classes.',
  'Tailwind styling': 'The component dressed with Tailwind CSS classes.',
  'Scroll performance calculation turned off':
    'A long list with the scroll performance calculation switched off.',
  'Disabling list items': 'Rows that are shown but cannot be chosen.',
  'Disable rows with a function': 'Rows disabled one by one by a function.',
  'Disabled component': 'The whole input disabled.',
  'View More for API lazy load': 'A View More row that asks the API for the next page.',
  'View More': 'A View More row that asks for the next page.',
  'Object items with objectProperty': 'A list of objects, displayed through objectProperty.',
  'Large dataset / virtual scroll': 'A large list rendered a page at a time as it scrolls.',
  'Relative search': 'Typed text matched against several keys of each object.',
  'Relative search with conditions': 'Relative search narrowed by extra conditions.',
};

export interface Demo extends DemoLink {
  readonly description: string | undefined;
}

/** The StackBlitz demos of a framework, in the facts file's order. */
export function demosOf(facts: FullFacts): readonly Demo[] {
  const demos: readonly DemoLink[] = facts.examples;
  return demos.map((demo) => ({
    ...demo,
    description: demoDescriptions[demo.title],
  }));
}
