/**
 * Loads Pagefind's script, which the build writes after the bundles
 * (src/plugins/search-index), so webpack must leave the address alone.
 * The server bundle gets ./importPagefind.server.ts instead
 * (src/plugins/search-index, configureWebpack): the Node.js bundle has no use
 * for a browser-only address, and the server render never searches.
 */
export default function importPagefind<T>(url: string): Promise<T> {
  return import(/* webpackIgnore: true */ url) as Promise<T>;
}
