/**
 * Clients old and new, and discovery (issue 46 item 4): the official 1.x SDK client
 * (`@modelcontextprotocol/sdk`) and the 2.x client package (`@modelcontextprotocol/client`)
 * each connect over stdio, list the tools and call one, and each gets the newest protocol
 * version it offers (the 2.x client's opt-in negotiation: 2026-07-28, which the server on the 2.x
 * SDK answers); the server card the built site serves lists the tools the server lists.
 */
import {test, expect} from '@playwright/test';
import {Client as Client1} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport as Stdio1} from '@modelcontextprotocol/sdk/client/stdio.js';
import {LATEST_PROTOCOL_VERSION as LATEST_1} from '@modelcontextprotocol/sdk/types.js';
import {Client as Client2, LATEST_PROTOCOL_VERSION as LATEST_2} from '@modelcontextprotocol/client';
import {StdioClientTransport as Stdio2} from '@modelcontextprotocol/client/stdio';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {mcpCommand} from '../../src/data/assistants';

const SITE_DIR = join(__dirname, '..', '..');
const SERVER = join(SITE_DIR, 'mcp', 'dist', 'mcp', 'src', 'index.js');
const SITE_URL = (
  JSON.parse(readFileSync(join(SITE_DIR, 'mcp', 'dist', 'data', 'site.json'), 'utf8')) as {siteUrl: string}
).siteUrl;

interface ToolEntry {
  readonly name: string;
  readonly description?: string;
  readonly inputSchema: unknown;
}
const sorted = (tools: readonly ToolEntry[]) =>
  tools
    .map(({name, description, inputSchema}) => ({name, description, inputSchema}))
    .sort((a, b) => a.name.localeCompare(b.name));

/** The 1.x client tells its transport the version the handshake agreed on; this transport keeps it. */
class RecordingStdio1 extends Stdio1 {
  negotiated?: string;
  setProtocolVersion(version: string): void {
    this.negotiated = version;
  }
}

/** The protocol revision of the 2.x era, which the 2.x client does not export by name. */
const MODERN = '2026-07-28';

const firstText = (result: unknown) => (result as {content: {text: string}[]}).content[0]!.text;

test('the 1.x SDK client and the 2.x client package each connect, list the tools, call one, and get the newest protocol version they offer', async () => {
  const versions: Record<string, string> = {};

  const transport1 = new RecordingStdio1({command: process.execPath, args: [SERVER], stderr: 'pipe'});
  const client1 = new Client1({name: 'sdk-1.x', version: '1.0.0'});
  await client1.connect(transport1);
  const tools1 = (await client1.listTools()).tools;
  const answer1 = await client1.callTool({
    name: 'get_member',
    arguments: {framework: 'react', name: 'placeHolder'},
  });
  expect(JSON.parse(firstText(answer1))).toMatchObject({name: 'placeHolder'});
  versions['@modelcontextprotocol/sdk 1.x'] = transport1.negotiated!;
  await client1.close();

  // The 2.x client as it comes, and with its opt-in negotiation, which first asks server/discover
  // for a 2026-07-28 era and falls back to initialize when the server does not answer it.
  for (const mode of ['legacy', 'auto'] as const) {
    const client2 = new Client2({name: 'client-2.x', version: '1.0.0'}, {versionNegotiation: {mode}});
    await client2.connect(new Stdio2({command: process.execPath, args: [SERVER], stderr: 'pipe'}));
    const tools2 = (await client2.listTools()).tools;
    expect(sorted(tools2)).toEqual(sorted(tools1));
    const answer2 = await client2.callTool({
      name: 'get_member',
      arguments: {framework: 'vue', name: 'dropdownData'},
    });
    expect(JSON.parse(firstText(answer2))).toMatchObject({name: 'dropdownData'});
    versions[`@modelcontextprotocol/client 2.x (${mode})`] = client2.getNegotiatedProtocolVersion()!;
    await client2.close();
  }

  console.log(`Protocol versions negotiated: ${JSON.stringify(versions)}`);
  expect(versions).toEqual({
    '@modelcontextprotocol/sdk 1.x': LATEST_1,
    '@modelcontextprotocol/client 2.x (legacy)': LATEST_2,
    '@modelcontextprotocol/client 2.x (auto)': MODERN,
  });
  expect(tools1.length).toBeGreaterThan(0);
});

test('the site serves a server card describing the server, its install line and the tools the server lists', async ({
  request,
}) => {
  const response = await request.get('/.well-known/mcp/server-card.json');
  expect(response.status(), '/.well-known/mcp/server-card.json').toBe(200);
  const card = (await response.json()) as {
    name: string;
    version: string;
    description: string;
    install: {command: string; args: string[]; line: string};
    tools: ToolEntry[];
  };
  const mcpPackage = JSON.parse(readFileSync(join(SITE_DIR, 'mcp', 'package.json'), 'utf8')) as {
    mcpName: string;
    version: string;
  };
  expect(card.name).toBe(mcpPackage.mcpName);
  expect(card.version).toBe(mcpPackage.version);
  expect(card.description.length).toBeGreaterThan(20);
  const {command, args} = mcpCommand(SITE_URL);
  expect(card.install).toEqual({command, args: [...args], line: [command, ...args].join(' ')});

  const client = new Client1({name: 'card-check', version: '1.0.0'});
  await client.connect(new Stdio1({command: process.execPath, args: [SERVER], stderr: 'pipe'}));
  try {
    expect(sorted(card.tools)).toEqual(sorted((await client.listTools()).tools));
  } finally {
    await client.close();
  }
});
