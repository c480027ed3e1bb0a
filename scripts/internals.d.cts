/** Types of scripts/internals.cjs for the TypeScript tests. */
export type InternalsKind =
  | 'deep-import'
  | 'module-replacement'
  | 'theme-wrap'
  | 'ejected-copy'
  | 'template-copy'
  | 'output-rewrite'
  | 'rule-mutation'
  | 'cache-group'
  | 'cache-shape'
  | 'generated-file'
  | 'plugin-content'
  | 'global'
  | 'dom-attribute'
  | 'dom-selector'
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
export function renderTable(points?: readonly InternalsPoint[]): string;
export const TABLE_START: string;
export const TABLE_END: string;
export const ARCHITECTURE: string;
/** The text of ARCHITECTURE.md with the table written from the inventory, formatted by Prettier. */
export function withGeneratedTable(text: string): Promise<string>;
