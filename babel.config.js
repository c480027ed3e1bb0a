// Kept because the project's design card lists it. Docusaurus Faster keeps
// Babel as the JS loader (future.faster.swcJsLoader: false) so this file is
// used: it compiles the site's own scripts for the browser bundle
// (src/plugins/package-js-loader sends package code and the build-time
// server bundle to SWC).
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
