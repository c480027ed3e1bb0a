/**
 * package-js-loader: the site's own scripts go through Babel (babel.config.js),
 * the Docusaurus packages' scripts through Rspack's built-in SWC loader.
 *
 * Core's script rule sends every .js/.ts/.tsx file of the site and of the
 * Docusaurus packages (theme-classic, theme-common, core's client, the search
 * plugin...) to one loader. With `future.faster.swcJsLoader: false`, which keeps
 * babel.config.js in use, that is Babel for about 800 files per build (client
 * and server), three quarters of them already-compiled package code. This
 * plugin splits the rule: a file under node_modules gets SWC with the options
 * Docusaurus Faster gives it (same browserslist targets, automatic JSX
 * runtime), every other file keeps the rule's loaders unchanged.
 */
import type {Plugin} from '@docusaurus/types';
import {getSwcLoaderOptions} from '@docusaurus/faster';

interface ScriptRule {
  test?: unknown;
  exclude?: unknown;
  use?: unknown;
  oneOf?: unknown;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** Core's script rule: the one whose `test` matches .js, .ts and .tsx files. */
function isScriptRule(rule: unknown): rule is ScriptRule {
  if (typeof rule !== 'object' || rule === null) return false;
  const {test, use} = rule as ScriptRule;
  return (
    test instanceof RegExp && ['x.js', 'x.ts', 'x.tsx'].every((name) => test.test(name)) && use !== undefined
  );
}

export default function packageJsLoaderPlugin(): Plugin {
  return {
    name: 'package-js-loader',
    configureWebpack(config, isServer, {currentBundler}) {
      if (currentBundler.name !== 'rspack') return {};
      const rules = config.module?.rules ?? [];
      const index = rules.findIndex(isScriptRule);
      const rule = rules[index] as ScriptRule | undefined;
      if (!rule) throw new Error("package-js-loader: core's script rule (test: /\\.[jt]sx?$/) was not found");
      const {use, ...rest} = rule;
      rules[index] = {
        ...rest,
        oneOf: [
          {
            include: NODE_MODULES,
            use: [
              {loader: 'builtin:swc-loader', options: getSwcLoaderOptions({isServer, bundlerName: 'rspack'})},
            ],
          },
          {use},
        ],
      } as (typeof rules)[number];
      return {};
    },
  };
}
