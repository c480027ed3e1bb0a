/**
 * Client module (registered by the speed-layer plugin, ./index.ts) that puts
 * the modules every page uses into the main bundle. Without it the bundler copies each of them into every route chunk
 * that uses it, because the shared part of any two chunks is below its 20 KB
 * split threshold: a docs page loaded the Layout's contexts, `Link`,
 * `Heading`, `Translate` and src/data/frameworks.ts two or three times, about
 * 9 KB of gzipped JS. Modules in the main bundle are never copied into the
 * chunks that load after it.
 *
 * `webpackMode: "eager"` puts a module in this (the main) chunk without
 * running it: it runs when a page first renders it, as before, and not in
 * the single task that starts the app (which would lengthen that task and
 * Lighthouse's Total Blocking Time). Nothing calls this function.
 */
export function sharedModules(): Promise<unknown[]> {
  return Promise.all([
    import(/* webpackMode: "eager" */ '@theme/Layout'),
    import(/* webpackMode: "eager" */ '@theme/Heading'),
    import(/* webpackMode: "eager" */ '@theme/CodeBlock'),
    import(/* webpackMode: "eager" */ '@docusaurus/Link'),
    import(/* webpackMode: "eager" */ '@docusaurus/Translate'),
    import(/* webpackMode: "eager" */ '@docusaurus/Interpolate'),
    import(/* webpackMode: "eager" */ '@mdx-js/react'),
    import(/* webpackMode: "eager" */ '@site/src/data/frameworks'),
  ]);
}
