/** What the test builds share with the servers and specs (CommonJS, so all of them read it). */

/** The base path of build-without-speed-layer/, as a GitHub Pages project site's `/<repository>/`. */
const WITHOUT_LAYER_BASE_URL = '/autocomplete/';

module.exports = {WITHOUT_LAYER_BASE_URL};
