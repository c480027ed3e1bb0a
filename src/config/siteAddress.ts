/**
 * The site's address, read from the environment at build time: the one place where `SITE_URL`
 * and `BASE_URL` are read (docusaurus.config.ts gives them to Docusaurus as `url` and `baseUrl`;
 * everything else reads `siteConfig.url` / `siteConfig.baseUrl`, or `useBaseUrl` in components).
 *
 * - `SITE_URL`: the origin the site is published at, `http(s)://host[:port]`, no path
 *   (default: the placeholder address below). GitHub Pages gives it as configure-pages' `origin`.
 * - `BASE_URL`: the path the site lives under, starting and ending with `/` (default `/`). A
 *   GitHub Pages project site lives under `/<repository>/`: configure-pages' `base_path` is
 *   `/<repository>` (or empty for a user site), so the deploy workflow adds the last `/`.
 * - `MCP_URL`: the address of the MCP server's remote endpoint, the edge worker's `/mcp`
 *   (mcp/edge/); unset, pages and files give the local server only.
 */

/** The address when `SITE_URL` is unset. */
export const DEFAULT_SITE_URL = 'https://autocomplete-plugins.example.org';
/** The base path when `BASE_URL` is unset. */
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

/**
 * For docusaurus.config.ts and scripts: like readSiteAddress, but a malformed value ends the
 * process with one clear line instead of a stack trace.
 */
export function siteAddressFromEnv(env: NodeJS.ProcessEnv = process.env): SiteAddress {
  try {
    return readSiteAddress(env);
  } catch (error) {
    if (!(error instanceof SiteAddressError)) throw error;
    console.error(`[ERROR] ${error.message}`);
    process.exit(1);
  }
}
