/**
 * The built MCP server (mcp/dist, from `npm run mcp:build`) as the specs of tests/mcp meet it:
 * started over stdio by the SDK's own client, once a spec file, with helpers to call a tool and read
 * its answer, and the kinds of member the API pages' row anchors name.
 */
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {join} from 'node:path';

export const MCP_SERVER = join(__dirname, '..', '..', 'mcp', 'dist', 'mcp', 'src', 'index.js');

export interface ToolAnswer {
  readonly isError: boolean;
  readonly text: string;
}

/** Connects a client before the file's tests and closes it after; call its tools with the functions given. */
export function useMcpServer(name: string) {
  let client: Client;
  test.beforeAll(async () => {
    client = new Client({name, version: '1.0.0'});
    await client.connect(
      new StdioClientTransport({command: process.execPath, args: [MCP_SERVER], stderr: 'pipe'}),
    );
  });
  test.afterAll(async () => {
    await client.close();
  });
  async function call(tool: string, args: Record<string, unknown>): Promise<ToolAnswer> {
    const result = (await client.callTool({name: tool, arguments: args})) as {
      isError?: boolean;
      content: {type: string; text: string}[];
    };
    return {isError: result.isError === true, text: result.content.map((c) => c.text).join('\n')};
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, shapes asserted by the tests
  async function callJson(tool: string, args: Record<string, unknown>): Promise<any> {
    const answer = await call(tool, args);
    expect(answer.isError, `${tool} ${JSON.stringify(args)}: ${answer.text}`).toBe(false);
    return JSON.parse(answer.text);
  }
  return {client: () => client, call, callJson};
}

/** The kind of member a row anchor's prefix names (src/data/apiBasics.ts `rowAnchor`). */
export const KIND_OF_ANCHOR: Readonly<Record<string, string>> = {
  input: 'input',
  prop: 'prop',
  output: 'output',
  class: 'class key',
  style: 'style key',
  aria: 'aria key',
  keyboard: 'keyboard key',
};
