/**
 * The MCP server under bad and heavy input (issue 46 item 2): every string, array and object
 * argument of every tool has a size limit, answered at once with an error naming the argument
 * and the limit, never echoing the value; a call that runs past the time limit is answered
 * with an error naming the tool and the limit; a bad call does not hold up the next one; and
 * the server's memory stays flat over a thousand mixed calls.
 */
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

const SERVER = join(__dirname, '..', '..', 'mcp', 'dist', 'mcp', 'src', 'index.js');
/** Far above any limit: the size that once kept the server busy for minutes. */
const HUGE = 'x'.repeat(1_000_000);

interface Started {
  readonly client: Client;
  readonly pid: number;
}

async function start(env: Record<string, string> = {}): Promise<Started> {
  const client = new Client({name: 'limits-tests', version: '1.0.0'});
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER],
    env: {...(process.env as Record<string, string>), ...env},
    stderr: 'pipe',
  });
  await client.connect(transport);
  return {client, pid: transport.pid!};
}

interface Answer {
  readonly isError: boolean;
  readonly text: string;
  readonly ms: number;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<Answer> {
  const started = Date.now();
  const result = (await client.callTool({name, arguments: args}, undefined, {timeout: 600_000})) as {
    isError?: boolean;
    content: {text: string}[];
  };
  return {
    isError: result.isError === true,
    text: result.content.map((c) => c.text).join('\n'),
    ms: Date.now() - started,
  };
}

let server: Started;
test.beforeAll(async () => {
  server = await start();
});
test.afterAll(async () => {
  await server.client.close();
});

test('a too-big value for any argument of any tool is refused at once, naming the argument and the limit, without echoing it', async () => {
  test.setTimeout(60_000);
  const {tools} = await server.client.listTools();
  const cases: [string, Record<string, unknown>, string][] = [];
  for (const tool of tools) {
    for (const argument of Object.keys(tool.inputSchema.properties ?? {}))
      cases.push([tool.name, {[argument]: HUGE}, argument]);
  }
  // Inside objects and arrays too: the path names where the value is.
  cases.push(
    [
      'generate_code',
      {framework: 'react', options: {values: {placeHolder: HUGE}}},
      'options.values.placeHolder',
    ],
    [
      'generate_code',
      {framework: 'react', options: {events: Array(100_000).fill('select')}},
      'options.events',
    ],
    ['generate_code', {framework: 'react', options: {values: {[HUGE]: 'x'}}}, 'options.values'],
  );
  expect(cases.length).toBeGreaterThan(tools.length);
  for (const [tool, args, path] of cases) {
    const answer = await call(server.client, tool, args);
    const what = `${tool} ${path}`;
    expect(answer.isError, what).toBe(true);
    expect(answer.text, what).toContain(`${path}:`);
    expect(answer.text, what).toMatch(/at most [\d,]+ (characters|items|keys)/);
    expect(answer.text.length, `${what}: the answer echoes the value`).toBeLessThan(500);
    expect(answer.ms, `${what}: answered in ${answer.ms} ms`).toBeLessThan(2_000);
  }
  // The longest query the limit allows is still answered, quickly.
  const limit = Number(
    /at most ([\d,]+)/
      .exec((await call(server.client, 'search_docs', {query: HUGE})).text)![1]!
      .replace(/,/g, ''),
  );
  const words = Array.from({length: limit}, (_, i) => `w${i.toString(36)}`)
    .join(' ')
    .slice(0, limit);
  const longest = await call(server.client, 'search_docs', {query: words});
  expect(longest.isError, longest.text).toBe(false);
  expect(longest.ms).toBeLessThan(5_000);
});

test('a call that does not answer within the time limit gets an error naming the tool and the limit', async () => {
  // A 1 ms limit: loading the search index alone takes longer.
  const hurried = await start({AUTOCOMPLETE_MCP_TIME_LIMIT_MS: '1'});
  try {
    const answer = await call(hurried.client, 'search_docs', {query: 'disabled'});
    expect(answer.isError, answer.text).toBe(true);
    expect(answer.text).toMatch(/^search_docs: no answer within 1 ms/);
  } finally {
    await hurried.client.close();
  }
});

test('a bad call does not delay the call after it', async () => {
  test.setTimeout(60_000);
  const bad = call(server.client, 'search_docs', {query: HUGE});
  const good = call(server.client, 'get_member', {framework: 'react', name: 'placeHolder'});
  const answer = await good;
  expect(answer.isError, answer.text).toBe(false);
  expect(answer.ms, `get_member answered in ${answer.ms} ms`).toBeLessThan(2_000);
  expect((await bad).isError).toBe(true);
});

/** The server process's resident memory in kB (Linux: /proc/<pid>/status). */
function rssKb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return Number(line[1]);
}

test("the server's memory stays flat over 1,000 mixed calls, good, bad and too big", async () => {
  test.setTimeout(180_000);
  const mixed: [string, Record<string, unknown>][] = [
    ['search_docs', {query: 'disabled items'}],
    ['search_docs', {query: 'keyboard navigation', framework: 'vue'}],
    ['search_docs', {query: HUGE}],
    ['get_member', {framework: 'react', name: 'placeHolder'}],
    ['get_member', {framework: 'react', name: HUGE}],
    ['get_member', {framework: 'angular', name: 'placeholdr'}],
    ['list_members', {framework: 'vue'}],
    ['list_examples', {framework: 'angular'}],
    ['generate_code', {framework: 'vue', options: {values: {placeHolder: 'Find'}}}],
    [
      'translate',
      {from_framework: 'react', to_framework: 'vue', code: '<Autocomplete dropdownData={items} />'},
    ],
    ['translate', {from_framework: 'react', to_framework: 'vue', code: HUGE}],
    ['changes_between', {framework: 'react', from_version: '2.0.0', to_version: '2.1.2'}],
  ];
  const round = async (count: number) => {
    // Ten calls in flight at a time, as a busy assistant sends them.
    for (let i = 0; i < count; i += 10) {
      await Promise.all(
        Array.from({length: Math.min(10, count - i)}, (_, j) => {
          const [tool, args] = mixed[(i + j) % mixed.length]!;
          return call(server.client, tool, args);
        }),
      );
    }
  };
  await round(120); // warm: the index chunks these queries need are loaded
  const before = rssKb(server.pid);
  const started = Date.now();
  await round(1_000);
  const after = rssKb(server.pid);
  console.log(
    `1,000 calls in ${Date.now() - started} ms; RSS ${Math.round(before / 1024)} MB -> ${Math.round(after / 1024)} MB`,
  );
  expect(after - before, `RSS grew from ${before} kB to ${after} kB`).toBeLessThan(64 * 1024);
});
