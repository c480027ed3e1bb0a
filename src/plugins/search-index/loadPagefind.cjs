/**
 * Loads pagefind, an ES module with only an `import` export. Docusaurus loads
 * plugins through jiti, which turns `import()` in TypeScript into `require()`;
 * this CommonJS file is required by Node itself, so its `import()` is Node's.
 */
module.exports = function loadPagefind() {
  return import('pagefind');
};
