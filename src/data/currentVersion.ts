/**
 * The version the site documents: the package's latest published release (`latestVersion`). The one
 * helper for it: pages, the footer (./packages.ts), the API model, the announcement bar and the
 * builder read the documented version here (./versions.ts re-exports it). A module of its own,
 * without imports, so the footer, on every page, does not bundle the release history's code.
 */
export function currentVersionOf(facts: {readonly latestVersion: string}): string {
  return facts.latestVersion;
}
