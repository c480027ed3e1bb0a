/**
 * postcss-options: PostCSS reads no config file (`config: false`). The site has none, yet
 * postcss-loader searched for one from every stylesheet's folder up to the root: 0.35-0.6 s of a
 * clean build's bundling (4.2-4.3 s against 3.7-3.9 s, 2026-11-28), stylesheets byte-identical. A
 * PostCSS setting goes in a plugin's `configurePostCss` (tests/unit/postcss-options.spec.ts fails
 * when a `postcss.config.*` exists).
 */
import type {Plugin, PostCssOptions} from '@docusaurus/types';

export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'postcss-options',
    configurePostCss(options: PostCssOptions): PostCssOptions {
      return {...options, config: false};
    },
  };
}
