/**
 * The example files in `examples/` and each framework's StackBlitz demos. The files' contents are
 * imported in ./exampleSources/<framework>.ts, so tests can use this module without a bundler.
 */
import type {DemoLink, FrameworkId, FullFacts} from './facts';

export type ExampleLanguage = 'ts' | 'tsx' | 'vue';

export interface ExampleFile {
  /** Path from the site root, also the key of src/data/exampleSources/<framework>.ts. */
  readonly file: string;
  readonly framework: FrameworkId;
  readonly title: string;
  readonly language: ExampleLanguage;
}

function examplesIn<F extends FrameworkId, L extends ExampleLanguage, const N extends string>(
  framework: F,
  language: L,
  files: readonly (readonly [name: N, title: string])[],
) {
  return files.map(([name, title]) => ({
    file: `examples/${framework}/${name}.${language}` as const,
    framework,
    title,
    language,
  })) satisfies readonly ExampleFile[];
}

/** In the using_module page's order; a file added to `examples/` must be listed here (a unit test checks). */
export const exampleFiles = [
  ...examplesIn('angular', 'ts', [
    ['basic-ngmodule', 'NgModule app'],
    ['basic-standalone', 'Standalone component'],
    ['object-data', 'Object items'],
    ['default-value', 'Default value'],
    ['disabled-items', 'Disabled items'],
    ['lazy-view-more', 'Lazy loading with View More'],
    ['custom-search', 'Custom search'],
    ['form', 'With reactive forms'],
  ]),
  ...examplesIn('react', 'tsx', [
    ['basic', 'Basic'],
    ['object-data', 'Object items'],
    ['default-value', 'Default value'],
    ['disabled-items', 'Disabled items'],
    ['lazy-view-more', 'Lazy loading with View More'],
    ['custom-search', 'Custom search handler'],
    ['form', 'With React Hook Form'],
  ]),
  ...examplesIn('vue', 'vue', [
    ['basic', 'Basic'],
    ['object-data', 'Object items'],
    ['default-value', 'Default value'],
    ['disabled-items', 'Disabled items'],
    ['lazy-view-more', 'Lazy loading with View More'],
    ['custom-search', 'Custom search'],
    ['relative-search', 'Relative search'],
    ['form', 'With VeeValidate'],
  ]),
];

export type ExamplePath = (typeof exampleFiles)[number]['file'];

export type ExamplePathOf<F extends FrameworkId> = Extract<
  (typeof exampleFiles)[number],
  {framework: F}
>['file'];

export function getExample(file: ExamplePath): ExampleFile {
  const example = exampleFiles.find((e) => e.file === file);
  if (!example) throw new Error(`Unknown example file "${file}"`);
  return example;
}

/** The example each live-example page offers first: the smallest complete use of the component. */
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

export function fileName(example: ExampleFile): string {
  return example.file.split('/').pop() ?? example.file;
}

/** Written from each demo's title, the only thing the facts say of it besides its URL. */
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

export function demosOf(facts: FullFacts): readonly Demo[] {
  return facts.examples.map((demo) => ({...demo, description: demoDescriptions[demo.title]}));
}
