/** The reader's release ("Your version"), in local storage and `?version=`; small: in the first load. */
import type {FrameworkId} from './frameworks';

export const VERSION_PARAMETER = 'version';

/** Local-storage key of the release chosen for a framework (listed in ./storage.ts). */
export const VERSION_STORAGE_PREFIX = 'docs-api-version.';

export function versionStorageKey(framework: FrameworkId): string {
  return `${VERSION_STORAGE_PREFIX}${framework}`;
}

/** Null when it is not one of `releases`, or storage is blocked. */
export function readStoredVersion(framework: FrameworkId, releases: readonly string[]): string | null {
  try {
    const value = window.localStorage.getItem(versionStorageKey(framework));
    return value !== null && releases.includes(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeVersion(framework: FrameworkId, version: string | null): void {
  try {
    if (version === null) window.localStorage.removeItem(versionStorageKey(framework));
    else window.localStorage.setItem(versionStorageKey(framework), version);
  } catch {
    // Storage blocked (private mode, policy): the choice lasts for this page only.
  }
}

/** The address's release, else the stored one; `ignored` is an address value that is no release. */
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
