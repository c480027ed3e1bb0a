/**
 * The one place `SITE_URL`, `BASE_URL` and `MCP_URL` are read (everything else reads `siteConfig` or
 * `useBaseUrl`). `SITE_URL`: origin, no path. `BASE_URL`: starts and ends with `/` (GitHub Pages' `base_path`
 * lacks the last `/`, which the deploy workflow adds). `MCP_URL`: the edge worker's `/mcp`, unset for local
 * only.
 */

export const DEFAULT_SITE_URL = 'https://autocomplete-plugins.example.org';
export const DEFAULT_BASE_URL = '/';

export interface SiteAddress {
  /** Origin without a trailing slash, e.g. `https://nodeworld.github.io`. */
  readonly url: string;
  /** Path starting and ending with `/`, e.g. `/autocomplete-plugins-docs/`. */
  readonly baseUrl: string;
  /** The remote MCP endpoint, e.g. `https://autocomplete-plugins-docs.example.workers.dev/mcp`; none when unset. */
  readonly mcpUrl?: string;
}

export class SiteAddressError extends Error {
  override name = 'SiteAddressError';
}

function readSiteUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return DEFAULT_SITE_URL;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const bare = value.replace(/\/$/, '');
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.origin !== bare ||
    url.username ||
    url.password
  ) {
    throw new SiteAddressError(
      `SITE_URL="${value}" is not an http(s) origin. Use the scheme and host only, such as ` +
        'https://nodeworld.github.io (no path, query or fragment: the path goes in BASE_URL), ' +
        `or unset SITE_URL for ${DEFAULT_SITE_URL}.`,
    );
  }
  return url.origin;
}

function readBaseUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return DEFAULT_BASE_URL;
  // Segments of unreserved URL characters, none of them `.` or `..`.
  if (!/^\/(?:(?!\.\.?\/)[A-Za-z0-9._~-]+\/)*$/.test(value)) {
    throw new SiteAddressError(
      `BASE_URL="${value}" is not a base path. Use a path that starts and ends with /, such as /autocomplete/ ` +
        '(letters, digits, . _ ~ - between the slashes; no //, . or .. segment, query or fragment), ' +
        'or unset BASE_URL for /.',
    );
  }
  return value;
}

function readMcpUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    !url ||
    !['https:', 'http:'].includes(url.protocol) ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new SiteAddressError(
      `MCP_URL="${value}" is not the address of an MCP endpoint. Use an http(s) address without query or ` +
        'fragment, such as https://autocomplete-docs.example.workers.dev/mcp, or unset MCP_URL for no remote endpoint.',
    );
  }
  return url.href.replace(/\/$/, '');
}

/** The address from the variables; throws a SiteAddressError naming the malformed one. */
export function readSiteAddress(env: Readonly<Record<string, string | undefined>>): SiteAddress {
  const mcpUrl = readMcpUrl(env.MCP_URL);
  return {url: readSiteUrl(env.SITE_URL), baseUrl: readBaseUrl(env.BASE_URL), ...(mcpUrl ? {mcpUrl} : {})};
}

/** `read()`, but an error of class `expected` ends the process with one clear line instead of a stack trace. */
export function orExit<T>(read: () => T, expected: new (message: string) => Error): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof expected)) throw error;
    console.error(`[ERROR] ${error.message}`);
    process.exit(1);
  }
}

/** For docusaurus.config.ts and scripts: readSiteAddress, exiting on a malformed value. */
export function siteAddressFromEnv(env: NodeJS.ProcessEnv = process.env): SiteAddress {
  return orExit(() => readSiteAddress(env), SiteAddressError);
}
