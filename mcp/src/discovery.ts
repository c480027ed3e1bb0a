/**
 * The 2026 drafts' discovery documents, from mcp/server.json: the server card at `<endpoint>/server-card`
 * (the remote only: no tools, no packages) and the AI Catalog listing it.
 */
import {SUPPORTED_PROTOCOL_VERSIONS} from '@modelcontextprotocol/server';

/** What the card reads of mcp/server.json. */
export interface RegistryEntry {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly version: string;
}

/** The revision of the 2026 era, which the SDK serves but does not export by name. */
const MODERN_PROTOCOL = '2026-07-28';
export const CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
export const CARD_TYPE = 'application/mcp-server-card+json';
export const CATALOG_TYPE = 'application/ai-catalog+json';

/** The card of the server answering at `endpoint` (its streamable HTTP address); `websiteUrl` is the site. */
export function serverCard(registry: RegistryEntry, endpoint: string, websiteUrl: string) {
  if (registry.description.length > 100)
    throw new Error(
      `mcp/server.json: description has ${registry.description.length} characters; a card takes at most 100.`,
    );
  return {
    $schema: CARD_SCHEMA,
    name: registry.name,
    title: registry.title,
    description: registry.description,
    version: registry.version,
    websiteUrl,
    remotes: [
      {
        type: 'streamable-http',
        url: endpoint,
        supportedProtocolVersions: [MODERN_PROTOCOL, SUPPORTED_PROTOCOL_VERSIONS[0]!],
      },
    ],
  };
}

/**
 * The AI Catalog listing that card. Its entry carries the members of both drafts: `type` (the MCP
 * extension's word) and `mediaType` with `displayName` (the AI Catalog's).
 */
export function aiCatalog(registry: RegistryEntry, endpoint: string) {
  // The draft's domain-anchored identifier: `io.github.nodeworld/x` is published by nodeworld.github.io.
  const [namespace = '', server = registry.name] = registry.name.split('/');
  const publisher = namespace.split('.').reverse().join('.');
  return {
    specVersion: '1.0',
    entries: [
      {
        identifier: `urn:air:${publisher}:mcp:${server}`,
        displayName: registry.title,
        type: CARD_TYPE,
        mediaType: CARD_TYPE,
        description: registry.description,
        version: registry.version,
        url: `${endpoint.replace(/\/$/, '')}/server-card`,
      },
    ],
  };
}
