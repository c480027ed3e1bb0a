/**
 * The reader's framework choice, made with the docs' framework switcher and kept
 * in local storage, so pages with no framework in their address (home, /docs,
 * not found) offer that framework first. Small: it is in every page's first load.
 *
 * Imports are relative (no `@site/`): the unit specs load this file as plain TypeScript.
 */
import {frameworkIds, type FrameworkId} from '../frameworks';

/** Local-storage key of the reader's framework choice (listed in ../storage.ts). */
export const FRAMEWORK_STORAGE_KEY = 'docs-preferred-framework';

/** The frameworks in the site's order, with `preferred` (when known) moved first. */
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
