/**
 * The live preview's fixed addresses (and the screen reader module it may load, and the name of an
 * example's module), shared by the preview page
 * (./page.ts), the site's Content-Security-Policy (../security-headers/policy.cjs)
 * and the tests. CommonJS so that policy.cjs can read it without a TypeScript step.
 */

/** The public ESM CDN the preview frame loads the published packages from (esm.sh). */
const CDN_BASE = 'https://esm.sh';

/** The preview frame's page, as a path under the base URL (build/preview/index.html). */
const PREVIEW_PATH = '/preview';

/**
 * Where the examples the frame runs as files are written (build/preview/examples/<framework>/<name>.js,
 * under the base URL): the ES modules ./compileExample.ts makes of them. The frame's opaque origin
 * makes its import of one a CORS request, so the site answers these paths, and these alone, with
 * `Access-Control-Allow-Origin: *` (../security-headers/policy.cjs).
 */
const PREVIEW_EXAMPLES_PATH = `${PREVIEW_PATH}/examples`;

/**
 * The name the frame knows an example by: its file name without the ending
 * (`examples/vue/custom-search.vue` → `custom-search`), the module's name under PREVIEW_EXAMPLES_PATH.
 */
function exampleModuleName(file) {
  const base = file.split('/').pop() ?? file;
  return base.replace(/\.[^.]+$/, '');
}

/**
 * The virtual screen reader of the accessibility pages' transcript (issue 45, item 7), from the
 * same CDN: the package's own browser build (its `./browser.js` export, one ES module with its
 * dependencies bundled in: it imports nothing), at the version of the site's devDependency (the
 * CDN double serves that install and fails when the two differ). page.ts puts it in the import map
 * under its bare name; the frame imports it only when its address asks for a transcript, which
 * only the accessibility pages' preview does.
 */
const SCREEN_READER = Object.freeze({
  npmName: '@guidepup/virtual-screen-reader',
  version: '0.33.0',
  exportPath: '/browser.js',
});

module.exports = {CDN_BASE, PREVIEW_PATH, PREVIEW_EXAMPLES_PATH, SCREEN_READER, exampleModuleName};
