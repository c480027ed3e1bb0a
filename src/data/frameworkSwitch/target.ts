/** Where the switcher sends a reader who is at an anchor (./README.md): loaded with the anchor table. */
import type {FrameworkId} from '../frameworks';
import {equivalentPage, pathOf, type DocPlace, type SwitchTarget} from './pages';

/** `AnchorTable` of ./anchors.ts (declared here so this module stays free of it). */
export type AnchorLookup = Partial<Record<FrameworkId, Record<string, Partial<Record<FrameworkId, string>>>>>;

/**
 * An anchor the table knows: its equivalent; another anchor on a page the target also has: the same
 * one, with `checkHash` (kept only if the page has that id); otherwise the equivalent page.
 */
export function switchTarget(
  from: DocPlace,
  hash: string | undefined,
  target: FrameworkId,
  table?: AnchorLookup,
): SwitchTarget & {readonly checkHash: boolean} {
  const page = equivalentPage(from, target);
  if (!hash || target === from.framework) return {...page, checkHash: false};
  const known = table?.[from.framework]?.[hash]?.[target];
  if (known) {
    const [path, anchor] = known.split('#');
    return {path: `/docs/${target}/${path}`, ...(anchor ? {hash: anchor} : {}), checkHash: false};
  }
  if (page.path === pathOf({...from, framework: target})) return {path: page.path, hash, checkHash: true};
  return {...page, checkHash: false};
}
