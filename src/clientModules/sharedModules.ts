/**
 * Client module (registered by the first-load-size plugin in
 * docusaurus.config.ts) that puts the modules every page uses into the main
 * bundle. Without it the bundler copies each of them into every route chunk
 * that uses it, because the shared part of any two chunks is below its 20 KB
 * split threshold: a docs page loaded the Layout's contexts, `Link`,
 * `Heading`, `Translate` and src/data/frameworks.ts two or three times, about
 * 9 KB of gzipped JS. Modules in the main bundle are never copied into the
 * chunks that load after it.
 *
 * Re-exported rather than imported for side effects, so that no bundler
 * optimisation can drop them. Nothing reads these exports.
 */
export {default as Layout} from '@theme/Layout';
export {default as Heading} from '@theme/Heading';
export {default as CodeBlock} from '@theme/CodeBlock';
export {default as Link} from '@docusaurus/Link';
export {default as Translate} from '@docusaurus/Translate';
export {default as Interpolate} from '@docusaurus/Interpolate';
export {MDXProvider} from '@mdx-js/react';
export {frameworks} from '@site/src/data/frameworks';
