/**
 * package-js-loader: Babel (babel.config.js) compiles the site's own scripts
 * for the browser; Rspack's built-in SWC loader compiles everything else.
 *
 * Core's script rule sends every .js/.ts/.tsx file of the site and of the
 * Docusaurus packages (theme-classic, theme-common, core's client, the search
 * plugin...) to one loader, in both compilers (browser and server). With
 * `future.faster.swcJsLoader: false`, which keeps babel.config.js in use, that
 * is Babel for about 800 files per build, three quarters of them
 * already-compiled package code, and Babel runs on the build's one JS thread.
 * This plugin splits the rule:
 * - browser bundle: a file under node_modules gets SWC with the options
 *   Docusaurus Faster gives it (same browserslist targets, automatic JSX
 *   runtime); the site's files (src/, .docusaurus/) keep the rule's loaders,
 *   so babel.config.js decides how the site's code reaches readers' browsers;
 * - server bundle: SWC for every file. That bundle only renders the pages at
 *   build time (SSG) in the build's own Node.js, and is deleted afterwards;
 *   the built HTML and JS are byte-identical to a build with Babel there
 *   (checked with `diff -r` on two clean builds), and a clean build bundles
 *   1.1-1.7 s faster (three alternated pairs).
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
      const swc = [
        {loader: 'builtin:swc-loader', options: getSwcLoaderOptions({isServer, bundlerName: 'rspack'})},
      ];
      rules[index] = (
        isServer ? {...rest, use: swc} : {...rest, oneOf: [{include: NODE_MODULES, use: swc}, {use}]}
      ) as (typeof rules)[number];
      return {};
    },
  };
}
