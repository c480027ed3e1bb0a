/**
 * The live preview's two fixed addresses, shared by the preview page
 * (./page.ts), the site's Content-Security-Policy (../security-headers/policy.cjs)
 * and the tests. CommonJS so that policy.cjs can read it without a TypeScript step.
 */

/** The public ESM CDN the preview frame loads the published packages from (esm.sh). */
const CDN_BASE = 'https://esm.sh';

/** The preview frame's page, as a path under the base URL (build/preview/index.html). */
const PREVIEW_PATH = '/preview';

module.exports = {CDN_BASE, PREVIEW_PATH};
