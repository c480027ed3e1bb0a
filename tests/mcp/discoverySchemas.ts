/**
 * The two discovery documents of the 2026 drafts, as schemas the tests hold the served documents to
 * (written for this project from the drafts' rules, not copied from them):
 *
 * - the MCP Server Card (the server-card extension, SEP-2127): the `/v1/` schema address, a name with
 *   one `/` between a reverse-DNS namespace and the server's name, a version (no range), a
 *   description of 1 to 100 characters, an optional title of at most 100, and connection details for
 *   remote servers only (`remotes`: streamable HTTP or SSE, an http(s) address, the protocol versions
 *   it speaks). A card lists no tools, resources or prompts and no packages: those members are refused.
 * - the AI Catalog: `specVersion` ("Major.Minor") and `entries`; an MCP entry has an identifier, the
 *   card's media type (`type` in the MCP draft, `mediaType` with a `displayName` in the catalog's own),
 *   and exactly one of `url` and `data`.
 */
import {z} from 'zod';

const CARD_TYPE = 'application/mcp-server-card+json';

export const ServerCard = z
  .object({
    $schema: z.literal('https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json'),
    name: z
      .string()
      .min(3)
      .max(200)
      .regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/),
    version: z
      .string()
      .max(255)
      .refine((v) => !/^[\^~<>=]|\.x$|\*/.test(v), 'a version, not a range'),
    description: z.string().min(1).max(100),
    title: z.string().min(1).max(100).optional(),
    websiteUrl: z.url().optional(),
    remotes: z
      .array(
        z.object({
          type: z.enum(['streamable-http', 'sse']),
          url: z.string().regex(/^https?:\/\/\S+$/),
          supportedProtocolVersions: z
            .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
            .min(1)
            .optional(),
        }),
      )
      .min(1)
      .optional(),
  })
  .strict();

export const AiCatalog = z.object({
  specVersion: z.string().regex(/^\d+\.\d+$/),
  entries: z.array(
    z
      .object({
        identifier: z.string().min(1),
        displayName: z.string().min(1),
        type: z.literal(CARD_TYPE),
        mediaType: z.literal(CARD_TYPE),
        url: z.url().optional(),
        data: z.unknown().optional(),
      })
      .refine(
        (entry) => (entry.url === undefined) !== (entry.data === undefined),
        'exactly one of url and data',
      ),
  ),
});
