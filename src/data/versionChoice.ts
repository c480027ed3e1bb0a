/**
 * The reader's release of a package ("Your version" on the API pages), kept
 * per framework in local storage and in the address (`?version=`). Small:
 * the API pages load it with their first load.
 *
 * Imports are relative (no `@site/` alias) so the Playwright unit specs can load
 * this file as plain TypeScript.
 */
import type {FrameworkId} from './frameworks';

/** The address's parameter of the chosen release. */
export const VERSION_PARAMETER = 'version';

/** Local-storage key of the release chosen for a framework (listed in ./storage.ts). */
export const VERSION_STORAGE_PREFIX = 'docs-api-version.';

export function versionStorageKey(framework: FrameworkId): string {
  return `${VERSION_STORAGE_PREFIX}${framework}`;
}

/** The stored release of `framework`, when it is one of `releases`; null otherwise or when storage is blocked. */
export function readStoredVersion(framework: FrameworkId, releases: readonly string[]): string | null {
  try {
    const value = window.localStorage.getItem(versionStorageKey(framework));
    return value !== null && releases.includes(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores the release chosen for `framework`, or forgets it (null). */
export function storeVersion(framework: FrameworkId, version: string | null): void {
  try {
    if (version === null) window.localStorage.removeItem(versionStorageKey(framework));
    else window.localStorage.setItem(versionStorageKey(framework), version);
  } catch {
    // Storage blocked (private mode, policy): the choice lasts for this page only.
  }
}

/**
 * Which release a page shows: the address's when it is a release of the
 * package, else the stored one; `ignored` is an address value that is not a
 * release (the page says so).
 */
export function chosenVersion(
  fromAddress: string | null,
  stored: string | null,
  releases: readonly string[],
): {version: string | null; ignored: string | null} {
  if (fromAddress !== null && fromAddress !== '') {
    if (releases.includes(fromAddress)) return {version: fromAddress, ignored: null};
    return {version: stored, ignored: fromAddress};
  }
  return {version: stored, ignored: null};
}
