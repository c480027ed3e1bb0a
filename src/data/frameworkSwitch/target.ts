/**
 * Where the framework switcher sends a reader who is at an anchor: the page
 * table of ./pages.ts plus the anchor table of ./anchors.ts.
 * Loaded with that table, when a reader switches from an address with an
 * anchor; never in a page's first load.
 *
 * Imports are relative (no `@site/`): the unit specs load this file as plain TypeScript.
 */
import type {FrameworkId} from '../frameworks';
import {equivalentPage, pathOf, type DocPlace, type SwitchTarget} from './pages';

/** `AnchorTable` of ./anchors.ts (declared here so this module stays free of it). */
export type AnchorLookup = Partial<Record<FrameworkId, Record<string, Partial<Record<FrameworkId, string>>>>>;

/**
 * Where the switcher sends a reader who is on `from` at anchor `hash` (no `#`)
 * and picks `target`:
 * - an anchor the table knows (API rows, their categories): its equivalent;
 * - another anchor on a page the target also has (headings of shared text):
 *   the same anchor, `checkHash` true: the switcher keeps it only if the page
 *   it opens has that id, and shows the page top otherwise;
 * - otherwise the equivalent page (with its own anchor, if it has one).
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
