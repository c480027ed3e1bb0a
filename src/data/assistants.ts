/**
 * What the "Use with AI assistants" page (docs/<framework>/introduction/ai_assistants) says
 * about the MCP server in mcp/: its tools, one line each (the server's tool descriptions start
 * with the same line: mcp/src/server.ts), and how common clients start it. Pure data.
 */

/** The command that starts the server from a clone of this site's repository (after the builds). */
export const MCP_FROM_CHECKOUT = {
  command: 'node',
  args: ['mcp/dist/mcp/src/index.js'],
  /** What makes mcp/dist from a clone. */
  prepare: 'npm ci && npm run build && npm run mcp:build',
} as const;

/** The name the server registers under in a client's configuration. */
export const MCP_SERVER_NAME = 'autocomplete-docs';

export interface AssistantTool {
  readonly name: string;
  /** One line: what an assistant gets from it. */
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
    does: 'What changed between two releases: notes, members added, defaults changed, deprecations.',
  },
];

/** Where each common client keeps its MCP servers, and the shape of the entry. */
export interface ClientSetup {
  readonly client: string;
  readonly file: string;
  readonly language: 'json' | 'bash';
  readonly snippet: (serverPath: string) => string;
}

const serversJson = (key: 'mcpServers' | 'servers', serverPath: string, extra: Record<string, string> = {}) =>
  JSON.stringify(
    {[key]: {[MCP_SERVER_NAME]: {...extra, command: MCP_FROM_CHECKOUT.command, args: [serverPath]}}},
    null,
    2,
  );

export const clientSetups: readonly ClientSetup[] = [
  {
    client: 'Claude Code',
    file: 'a terminal, in your project',
    language: 'bash',
    snippet: (serverPath) =>
      `claude mcp add ${MCP_SERVER_NAME} -- ${MCP_FROM_CHECKOUT.command} ${serverPath}`,
  },
  {
    client: 'Claude Desktop',
    file: 'claude_desktop_config.json',
    language: 'json',
    snippet: (serverPath) => serversJson('mcpServers', serverPath),
  },
  {
    client: 'VS Code (GitHub Copilot)',
    file: '.vscode/mcp.json',
    language: 'json',
    snippet: (serverPath) => serversJson('servers', serverPath, {type: 'stdio'}),
  },
  {
    client: 'Cursor',
    file: '.cursor/mcp.json',
    language: 'json',
    snippet: (serverPath) => serversJson('mcpServers', serverPath),
  },
];
