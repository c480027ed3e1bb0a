/** Types of headers-file.cjs. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}
export function parseHeadersFile(text: string): HeaderRule[];
export function headersFor(rules: readonly HeaderRule[], pathname: string): [string, string][];
export function rulesSetting(
  rules: readonly HeaderRule[],
  pathname: string,
  headerName: string,
): HeaderRule[];
export function matches(pattern: string, pathname: string): boolean;
