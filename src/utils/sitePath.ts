/**
 * A browser path inside the site: the router's and the window's paths start with the site's base
 * URL (`siteConfig.baseUrl`, `/` locally, `/<repository>/` on a GitHub Pages project site), while
 * the site's own data names pages by their path inside the site (`/docs/react/api/props`). Going
 * the other way is Docusaurus's `useBaseUrl` / `useBaseUrlUtils().withBaseUrl`.
 *
 * `/autocomplete/docs/react/api/props` with base `/autocomplete/` → `/docs/react/api/props`;
 * a path outside the base is returned unchanged.
 */
export function sitePathOf(pathname: string, baseUrl: string): string {
  if (baseUrl === '/' || !pathname.startsWith(baseUrl)) return pathname;
  return `/${pathname.slice(baseUrl.length)}`;
}
