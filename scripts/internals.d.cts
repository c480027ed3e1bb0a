/** Types of scripts/internals.cjs for the TypeScript tests. */
export type InternalsKind =
  | 'deep-import'
  | 'module-replacement'
  | 'theme-wrap'
  | 'theme-replacement'
  | 'ejected-copy'
  | 'template-copy'
  | 'output-rewrite'
  | 'rule-mutation'
  | 'chunking'
  | 'bundler-stage'
  | 'hook-order'
  | 'cache-shape'
  | 'generated-file'
  | 'plugin-content'
  | 'global'
  | 'dom-attribute'
  | 'dom-selector'
  | 'storage-key'
  | 'repeat-load'
  | 'behaviour-copy';
export interface Guard {
  /** A spec under tests/, from the repository root. */
  file: string;
  /** A part of one of its test or describe titles. */
  title: string;
}
export interface InternalsPoint {
  id: string;
  title: string;
  kind: InternalsKind;
  files: string[];
  evidence: string[];
  touches: string;
  why: string;
  guards: Guard[];
  unguarded?: string;
}
export const KINDS: Record<InternalsKind, string>;
export const SCANNED_KINDS: readonly InternalsKind[];
export const NOT_POINTS: readonly {file: string; thing: string; why: string}[];
export const POINTS: readonly InternalsPoint[];
/** The path of INTERNALS.md. */
export const INTERNALS: string;
/** INTERNALS.md as `npm run docs:internals` writes it, formatted by Prettier. */
export function internalsMarkdown(points?: readonly InternalsPoint[]): Promise<string>;
