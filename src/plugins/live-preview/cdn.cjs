/**
 * The live preview's fixed addresses (and the screen reader module it may load), shared by the preview page
 * (./page.ts), the site's Content-Security-Policy (../security-headers/policy.cjs)
 * and the tests. CommonJS so that policy.cjs can read it without a TypeScript step.
 */

/** The public ESM CDN the preview frame loads the published packages from (esm.sh). */
const CDN_BASE = 'https://esm.sh';

/** The preview frame's page, as a path under the base URL (build/preview/index.html). */
const PREVIEW_PATH = '/preview';

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

module.exports = {CDN_BASE, PREVIEW_PATH, SCREEN_READER};
