/**
 * postcss-options: PostCSS reads no config file. Docusaurus gives postcss-loader its plugins
 * (postcss-preset-env, plus what a plugin adds with `configurePostCss`), and the site has no
 * `postcss.config.*` of its own; yet postcss-loader looked for one for every stylesheet of the
 * client bundle, from the stylesheet's folder up to the file system's root, 27 names per folder.
 * That search took 0.35-0.6 s of a clean build's bundling (4.2-4.3 s with it, 3.7-3.9 s without,
 * alternated builds, 2026-11-28), and the stylesheets built are byte-identical.
 *
 * `configurePostCss` is Docusaurus's documented lifecycle for the client bundle's
 * postcss-loader options, and `config: false` is postcss-loader's documented switch for the
 * search. A PostCSS setting belongs here, in a plugin's `configurePostCss`: a `postcss.config.*`
 * file would be ignored (tests/unit/postcss-options.spec.ts fails when one exists).
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
