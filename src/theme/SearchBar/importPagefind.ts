/**
 * Loads Pagefind's script, written after the bundles, so webpack must leave the address alone. The server
 * bundle gets ./importPagefind.server.ts (src/plugins/search-index): the server render never searches.
 */
export default function importPagefind<T>(url: string): Promise<T> {
  return import(/* webpackIgnore: true */ url) as Promise<T>;
}
