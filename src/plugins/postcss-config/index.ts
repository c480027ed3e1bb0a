/**
 * postcss-config: core's postcss-loader gets its configuration from core
 * (postcss-preset-env) and never from a file, so it stops looking for one.
 *
 * postcss-loader's default (`postcssOptions.config: true`) searches every
 * stylesheet's folder and each folder above it for 28 config file names
 * (postcss.config.js, .postcssrc.json, package.json...) through cosmiconfig.
 * The site has no PostCSS config file; the search found nothing and cost
 * about 1 s of the build's main thread (CPU profile of a clean build, in the
 * client compiler, where the one JS thread also runs Babel and the MDX loader).
 * A PostCSS config file added later would be ignored: configure PostCSS through
 * a plugin's `configurePostCss` instead, as Docusaurus documents.
 */
import type {Plugin} from '@docusaurus/types';

interface LoaderItem {
  loader?: string;
  options?: {postcssOptions?: Record<string, unknown>};
}

function withoutConfigSearch(use: unknown): void {
  if (!Array.isArray(use)) return;
  for (const item of use as LoaderItem[]) {
    if (typeof item === 'object' && item.loader?.includes('postcss-loader') && item.options?.postcssOptions) {
      item.options.postcssOptions.config = false;
    }
  }
}

export default function postcssConfigPlugin(): Plugin {
  return {
    name: 'postcss-config',
    configureWebpack(config) {
      for (const rule of config.module?.rules ?? []) {
        if (typeof rule === 'object' && rule !== null && 'use' in rule) withoutConfigSearch(rule.use);
      }
      return {};
    },
  };
}
