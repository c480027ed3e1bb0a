// Kept because the project's design card lists it. The bundler compiles the site's scripts with
// SWC (docusaurus.config.ts, webpack.jsLoader); `docusaurus write-translations` reads this file
// when it parses the site's source for translatable strings.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
