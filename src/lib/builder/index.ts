/**
 * The builder's pure half: options → the text of a complete file, in each
 * framework's idiom. No bundler, no browser, no React: the unit specs call it
 * directly, and the component (../index.tsx) calls the same functions.
 */
import type {FrameworkId} from '../../data/facts';
import {angularFile} from './angular';
import type {Catalogue} from './catalogue';
import type {BuilderConfig} from './config';
import {planOf} from './plan';
import {reactFile} from './react';
import {vueFile} from './vue';

export * from './catalogue';
export * from './config';
export {indentText, planOf, type Plan} from './plan';

const writers: Readonly<Record<FrameworkId, (plan: ReturnType<typeof planOf>) => string>> = {
  angular: angularFile,
  react: reactFile,
  vue: vueFile,
};

/** The generated file for a configuration, in the catalogue's framework. */
export function generateFile(catalogue: Catalogue, config: BuilderConfig): string {
  // No run of blank lines, whatever the parts that were left out.
  return writers[catalogue.framework](planOf(catalogue, config)).replace(/\n{3,}/g, '\n\n');
}

/** The file's name, as its code block title and in the StackBlitz project. */
export const builderFileName: Readonly<Record<FrameworkId, string>> = {
  angular: 'autocomplete-demo.component.ts',
  react: 'AutocompleteDemo.tsx',
  vue: 'AutocompleteDemo.vue',
};

/** The code block's language. */
export const builderLanguage: Readonly<Record<FrameworkId, string>> = {
  angular: 'ts',
  react: 'tsx',
  vue: 'html',
};
