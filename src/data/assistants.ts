/**
 * What the "Use with AI assistants" page says about the MCP server in mcp/: its tools (their
 * descriptions start with the same line: mcp/src/tools/shared.ts) and how common clients start it.
 */

/** Below the site's address: `npm run mcp:build` packs mcp/ there under this stable name. */
export const MCP_TARBALL_PATH = 'mcp/autocomplete-plugins-mcp.tgz';

/** npx fetches the package from the site (`siteAddress` ends with `/`). */
export function mcpCommand(siteAddress: string): {readonly command: 'npx'; readonly args: readonly string[]} {
  return {command: 'npx', args: ['-y', new URL(MCP_TARBALL_PATH, siteAddress).href]};
}

export const MCP_SERVER_NAME = 'autocomplete-docs';

export interface AssistantTool {
  readonly name: string;
  readonly does: string;
}

export const mcpTools: readonly AssistantTool[] = [
  {
    name: 'search_docs',
    does: 'Searches the site as its search box does, API rows included; plain-language questions welcome.',
  },
  {
    name: 'get_member',
    does: 'One input, prop, output or key: type, default, the release that added it, its row on the site, and the same member in the other two frameworks.',
  },
  {name: 'list_members', does: 'Every member of a package, by kind or category, as of any release.'},
  {name: 'list_examples', does: 'The example files the Using pages show.'},
  {name: 'get_example', does: 'One example file, complete.'},
  {
    name: 'generate_code',
    does: 'The builder: a complete component file for the options you pass, the same file the builder page writes.',
  },
  {
    name: 'translate',
    does: 'Rewrites a usage of the component for another framework through the compare page, naming what has no counterpart.',
  },
  {
    name: 'changes_between',
    does: 'What changed between two releases, from the release history: notes, members added, removed or renamed, defaults and types changed, peer ranges, behaviour fixed or changed, bundle size at each end.',
  },
  {
    name: 'check_usage',
    does: 'Checks a component file or snippet against your release: unknown members, another framework\u2019s names, members removed or added later, outputs bound as inputs, wrong literal types, required members missing; each problem with its fix.',
  },
];

export interface ClientSetup {
  readonly client: string;
  readonly file: string;
  readonly language: 'json' | 'bash';
  readonly snippet: (siteAddress: string) => string;
}

const serversJson = (
  key: 'mcpServers' | 'servers',
  siteAddress: string,
  extra: Record<string, string> = {},
) => JSON.stringify({[key]: {[MCP_SERVER_NAME]: {...extra, ...mcpCommand(siteAddress)}}}, null, 2);

export const clientSetups: readonly ClientSetup[] = [
  {
    client: 'Claude Code',
    file: 'a terminal, in your project',
    language: 'bash',
    snippet: (siteAddress) => {
      const {command, args} = mcpCommand(siteAddress);
      return `claude mcp add ${MCP_SERVER_NAME} -- ${command} ${args.join(' ')}`;
    },
  },
  {
    client: 'Claude Desktop',
    file: 'claude_desktop_config.json',
    language: 'json',
    snippet: (siteAddress) => serversJson('mcpServers', siteAddress),
  },
  {
    client: 'VS Code (GitHub Copilot)',
    file: '.vscode/mcp.json',
    language: 'json',
    snippet: (siteAddress) => serversJson('servers', siteAddress, {type: 'stdio'}),
  },
  {
    client: 'Cursor',
    file: '.cursor/mcp.json',
    language: 'json',
    snippet: (siteAddress) => serversJson('mcpServers', siteAddress),
  },
];

/** Where a hosted assistant takes the remote endpoint's address (`MCP_URL`). */
export const remoteSetups: readonly {readonly client: string; readonly where: string}[] = [
  {
    client: 'Claude (claude.ai, Claude Desktop)',
    where: 'Settings, Connectors: add a custom connector with this address',
  },
  {
    client: 'ChatGPT',
    where: 'Settings, Apps & Connectors, with developer mode on: create a connector with this address',
  },
];
export const remoteCommand = (mcpUrl: string) =>
  `claude mcp add --transport http ${MCP_SERVER_NAME} ${mcpUrl}`;
