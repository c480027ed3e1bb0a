/** The reader's framework choice in local storage (./README.md); in every page's first load. */
import {frameworkIds, type FrameworkId} from '../frameworks';

/** Local-storage key of the reader's framework choice (listed in ../storage.ts). */
export const FRAMEWORK_STORAGE_KEY = 'docs-preferred-framework';

/** For pages with no framework in their address (home, /docs, not found). */
export function preferredFirst<T extends {readonly id: FrameworkId}>(
  items: readonly T[],
  preferred: FrameworkId | null,
): T[] {
  if (!preferred) return [...items];
  return [...items.filter((i) => i.id === preferred), ...items.filter((i) => i.id !== preferred)];
}

/** The stored choice, or null (no choice, storage blocked, or a value that is no framework). */
export function readStoredFramework(): FrameworkId | null {
  try {
    const value = window.localStorage.getItem(FRAMEWORK_STORAGE_KEY);
    return frameworkIds.find((id) => id === value) ?? null;
  } catch {
    return null;
  }
}

export function storeFramework(id: FrameworkId): void {
  try {
    window.localStorage.setItem(FRAMEWORK_STORAGE_KEY, id);
  } catch {
    // Storage blocked (private mode, policy): the choice lasts for this page only.
  }
}
