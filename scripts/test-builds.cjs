/**
 * What the test builds share with the servers and specs that use them. CommonJS, so that the
 * build and serve scripts, playwright.config.ts and the specs all read the same value.
 */

/**
 * The base path of build-without-speed-layer/ (scripts/build-without-speed-layer.mjs sets it as
 * BASE_URL; scripts/serve.mjs serves that folder under it): the `speed-layer-off` walk then also
 * proves the site works under a GitHub Pages project site's base path, `/<repository>/`.
 */
const WITHOUT_LAYER_BASE_URL = '/autocomplete/';

module.exports = {WITHOUT_LAYER_BASE_URL};
