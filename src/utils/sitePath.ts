/**
 * A browser path inside the site: strips the base URL (`/autocomplete/docs/x` → `/docs/x`), since the site's
 * data names pages without it; a path outside the base is unchanged. The other way is `useBaseUrl`.
 */
export function sitePathOf(pathname: string, baseUrl: string): string {
  if (baseUrl === '/' || !pathname.startsWith(baseUrl)) return pathname;
  return `/${pathname.slice(baseUrl.length)}`;
}
