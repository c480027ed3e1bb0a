/**
 * The live preview's fixed addresses, shared by ./page.ts, the site's policy
 * (../security-headers/policy.cjs, hence CommonJS) and the tests.
 */

/** The public ESM CDN the preview frame loads the published packages from (esm.sh). */
const CDN_BASE = 'https://esm.sh';

/** The preview frame's page, as a path under the base URL (build/preview/index.html). */
const PREVIEW_PATH = '/preview';

/** The example modules (`<framework>/<name>.js`); the frame's import of one is a CORS request (policy.cjs). */
const PREVIEW_EXAMPLES_PATH = `${PREVIEW_PATH}/examples`;

/** The name the frame knows an example by: `examples/vue/custom-search.vue` → `custom-search`. */
function exampleModuleName(file) {
  const base = file.split('/').pop() ?? file;
  return base.replace(/\.[^.]+$/, '');
}

/**
 * The virtual screen reader of the accessibility pages' transcript (issue 45, item 7): its browser
 * build, one module that imports nothing, at the devDependency's version (the CDN double serves that
 * install and fails when the two differ).
 */
const SCREEN_READER = Object.freeze({
  npmName: '@guidepup/virtual-screen-reader',
  version: '0.33.0',
  exportPath: '/browser.js',
});

module.exports = {CDN_BASE, PREVIEW_PATH, PREVIEW_EXAMPLES_PATH, SCREEN_READER, exampleModuleName};
