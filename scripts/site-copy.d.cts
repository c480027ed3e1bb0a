/** Types of scripts/site-copy.cjs for the TypeScript tests. */
export const SITE_DIR: string;
/** Copies the site's sources (or `from`'s) into a new temporary folder (`prefix` names it) and returns its path. */
export function copySite(prefix: string, from?: string): string;
