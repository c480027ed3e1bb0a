/** Which Run here embed is open: one per page, since each StackBlitz project is a whole Node.js in the tab. */
import {useSyncExternalStore} from 'react';

let openKey: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openEmbed(key: string): void {
  openKey = key;
  emit();
}

export function closeEmbed(key: string): void {
  if (openKey !== key) return;
  openKey = null;
  emit();
}

/** True while the embed of `key` is the open one. */
export function useEmbedOpen(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openKey === key,
    () => false,
  );
}
