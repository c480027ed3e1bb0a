/** Loads the ES-module-only pagefind: jiti turns a TypeScript `import()` into `require()`, Node does not. */
module.exports = function loadPagefind() {
  return import('pagefind');
};
