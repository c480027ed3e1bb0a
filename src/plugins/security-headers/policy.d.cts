/** Types of policy.cjs. */
export const IMMUTABLE: string;
export const REVALIDATE: string;
export const SECURITY_HEADERS: [string, string][];
export const RESPONSE_HEADERS: [string, string][];
export const DOCUMENT_HEADERS: [string, string][];
export const SCRIPTED_STYLE_ATTRIBUTES: string[];
export function sha256Source(text: string): string;
/** A page parsed as a browser parses it; `located`: with each element's offsets. */
export type ParsedPage = import('cheerio').CheerioAPI;
export function parsePage(html: string, located?: boolean): ParsedPage;
export function inlineSourcesOf(html: string, $?: ParsedPage): {scripts: string[]; styles: string[]};
export function buildPolicy(options: {
  scripts?: readonly string[];
  styles?: readonly string[];
  analytics?: boolean;
  forMeta?: boolean;
  /** The page's URL path: the live preview's frame (`/preview`) gets a policy of its own. */
  path?: string;
}): string;
export function parsePolicy(policy: string): Map<string, string[]>;
export function headersFileText(options: {
  policy: string;
  topLevel: readonly string[];
  pages?: readonly {path: string; policy: string}[];
  /** The site's base path; every pattern is written under it (default `/`). */
  baseUrl?: string;
}): string;
export function withMetaCsp(html: string, policy: string, $?: ParsedPage): string;
export function metaPolicyOf(html: string): string | undefined;
