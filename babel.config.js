// Kept because the project's design card lists it. Docusaurus Faster keeps
// Babel as the JS loader (future.faster.swcJsLoader: false) so this file is
// used: core's script rule compiles the site's own scripts with it, for the
// browser and the server bundle.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
