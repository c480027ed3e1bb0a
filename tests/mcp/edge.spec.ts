/**
 * The edge worker (mcp/edge/, issue 59), started as a maintainer starts it: `npm run edge` on the
 * built site and the server's data (`npm run build && npm run mcp:build`, which `npm test` ran),
 * in workerd through Wrangler, on a free port. The 1.x SDK client (its streamable HTTP transport)
 * and the 2.x client, in both of its modes, connect to `/mcp`, list the tools and call two; the
 * negotiated protocol versions are printed and must be the card's. A 1 MB argument is refused and
 * the next call answers; 1,000 calls on loopback print their p50/p95 latency and workerd's memory.
 * The AI Catalog and the server card are held to the 2026 drafts (./discoverySchemas.ts), and the
 * card's address answers; a docs page asked for with `Accept: text/markdown` is its twin, HTML
 * otherwise, with the site's headers.
 */
import {test, expect} from '@playwright/test';
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {join} from 'node:path';
import {Client as Client1} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport as Http1} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {Client as Client2, StreamableHTTPClientTransport as Http2} from '@modelcontextprotocol/client';
import {AiCatalog, ServerCard} from './discoverySchemas';

const ROOT = join(__dirname, '..', '..');
const MODERN = '2026-07-28';

test.describe.configure({mode: 'serial'});

let worker: ChildProcess | undefined;
let origin = '';
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  worker = spawn('npm', ['run', 'edge'], {
    cwd: ROOT,
    env: {...process.env, PORT: String(port), CI: '1'},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [worker.stdout!, worker.stderr!]) stream.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (worker.exitCode !== null) throw new Error(`npm run edge ended (${worker.exitCode}):\n${output}`);
    const up = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`npm run edge did not answer within 200 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(() => {
  if (worker?.pid) process.kill(-worker.pid, 'SIGTERM');
});

const text = (result: unknown) => (result as {content: {text: string}[]}).content[0]!.text;
/** A tool's answer, parsed: either client's `callTool` result carries it as JSON text. */
const answer = async (call: Promise<unknown>) => JSON.parse(text(await call)) as unknown;

test('the 1.x and 2.x clients connect to /mcp over streamable HTTP, list the tools, call two, and negotiate the versions the card names', async () => {
  test.setTimeout(120_000);
  const endpoint = new URL(`${origin}/mcp`);
  const versions: Record<string, string> = {};

  const client1 = new Client1({name: 'sdk-1.x', version: '1.0.0'});
  const transport1 = new Http1(endpoint);
  await client1.connect(transport1);
  const tools1 = (await client1.listTools()).tools.map((t) => t.name).sort();
  expect(
    await answer(
      client1.callTool({name: 'get_member', arguments: {framework: 'react', name: 'placeHolder'}}),
    ),
  ).toMatchObject({name: 'placeHolder'});
  const found = (await answer(
    client1.callTool({name: 'search_docs', arguments: {query: 'disabled items', framework: 'vue'}}),
  )) as {url: string}[];
  expect(found.length, 'search_docs answers from the bundled Pagefind index').toBeGreaterThan(0);
  expect(found[0]!.url).toMatch(/^https?:\/\//);
  versions['@modelcontextprotocol/sdk 1.x'] = transport1.protocolVersion!;
  await client1.close();

  for (const mode of ['legacy', 'auto'] as const) {
    const client2 = new Client2({name: 'client-2.x', version: '1.0.0'}, {versionNegotiation: {mode}});
    await client2.connect(new Http2(endpoint));
    expect((await client2.listTools()).tools.map((t) => t.name).sort()).toEqual(tools1);
    expect(
      await answer(
        client2.callTool({name: 'get_member', arguments: {framework: 'vue', name: 'dropdownData'}}),
      ),
    ).toMatchObject({name: 'dropdownData'});
    const translated = JSON.parse(
      text(
        await client2.callTool({
          name: 'translate',
          arguments: {
            code: '<Autocomplete placeHolder="City" />',
            from_framework: 'react',
            to_framework: 'angular',
          },
        }),
      ),
    ) as {code: string};
    expect(translated.code, 'translate, with the TypeScript parser, runs in the worker').toContain(
      '<ng-autocomplete\n  placeholder="City"',
    );
    versions[`@modelcontextprotocol/client 2.x (${mode})`] = client2.getNegotiatedProtocolVersion()!;
    await client2.close();
  }
  console.log(`Protocol versions negotiated over HTTP: ${JSON.stringify(versions)}`);
  expect(versions['@modelcontextprotocol/client 2.x (auto)']).toBe(MODERN);
  const card = ServerCard.parse(await (await fetch(`${origin}/mcp/server-card`)).json());
  expect(new Set(Object.values(versions))).toEqual(new Set(card.remotes![0]!.supportedProtocolVersions));
  expect(tools1.length).toBeGreaterThan(0);
});

test('a 1 MB argument is refused, naming it and the limit, and the next call answers', async () => {
  for (const mode of ['legacy', 'auto'] as const) {
    const client = new Client2({name: 'client-2.x', version: '1.0.0'}, {versionNegotiation: {mode}});
    await client.connect(new Http2(new URL(`${origin}/mcp`)));
    const big = await client.callTool({name: 'search_docs', arguments: {query: 'x'.repeat(1_000_000)}});
    expect(big.isError, mode).toBe(true);
    expect(text(big)).toMatch(
      /^query: 1,000,000 characters; this argument takes at most 1,000 characters\.$/,
    );
    const next = await client.callTool({
      name: 'get_member',
      arguments: {framework: 'angular', name: 'placeholder'},
    });
    expect(next.isError ?? false).toBe(false);
    await client.close();
  }
});

/** workerd's process under `npm run edge` (Wrangler starts it). */
function workerdPid(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const tree = new Set([String(worker!.pid)]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, ppid] of rows) if (tree.has(ppid!) && !tree.has(pid!)) grown = tree.add(pid!).size > 0;
  }
  const found = rows.find(([pid, , comm]) => tree.has(pid!) && comm === 'workerd');
  if (!found) throw new Error('no workerd process under npm run edge');
  return Number(found[0]);
}
const rssMb = (pid: number) =>
  Math.round(Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

test('1,000 calls on loopback: p50/p95 latency and memory, printed; every call answers', async () => {
  test.setTimeout(300_000);
  const client = new Client1({name: 'load', version: '1.0.0'});
  await client.connect(new Http1(new URL(`${origin}/mcp`)));
  const pid = workerdPid();
  const before = rssMb(pid);
  const calls = [
    {name: 'get_member', arguments: {framework: 'react', name: 'disabled'}},
    {name: 'list_members', arguments: {framework: 'vue', category: 'output'}},
    {name: 'search_docs', arguments: {query: 'lazy loading'}},
    {name: 'get_member', arguments: {framework: 'angular', name: 'y'.repeat(5_000)}},
  ];
  const times: number[] = [];
  for (let i = 0; i < 1_000; i++) {
    const start = performance.now();
    const result = await client.callTool(calls[i % calls.length]!);
    times.push(performance.now() - start);
    expect(text(result).length).toBeGreaterThan(0);
  }
  await client.close();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(1);
  const after = rssMb(pid);
  console.log(
    `1,000 calls to the edge worker: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms; workerd RSS ${before} MB -> ${after} MB`,
  );
  expect(after - before, 'memory grows by less than 100 MB over 1,000 calls').toBeLessThan(100);
});

test('the AI Catalog lists the server card, which answers at its address as the drafts ask', async () => {
  const catalogResponse = await fetch(`${origin}/.well-known/ai-catalog.json`);
  expect(catalogResponse.status).toBe(200);
  const catalog = AiCatalog.parse(await catalogResponse.json());
  const [entry] = catalog.entries;
  expect(entry!.url).toBe(`${origin}/mcp/server-card`);

  const response = await fetch(entry!.url!, {headers: {Accept: 'application/mcp-server-card+json'}});
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/mcp-server-card+json');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  const etag = response.headers.get('etag');
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const card = ServerCard.parse(await response.json());
  expect(card.remotes![0]!.url).toBe(`${origin}/mcp`);
  const registry = JSON.parse(readFileSync(join(ROOT, 'mcp', 'server.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  expect({name: card.name, version: card.version}).toEqual({name: registry.name, version: registry.version});
  const again = await fetch(entry!.url!, {headers: {'If-None-Match': etag!}});
  expect(again.status, 'the same ETag: not modified').toBe(304);
  // A draft-breaking card fails the schema: a tools list, a long description.
  expect(ServerCard.safeParse({...card, tools: []}).success).toBe(false);
  expect(ServerCard.safeParse({...card, description: 'x'.repeat(101)}).success).toBe(false);
});

test('a docs page asked for as Markdown is its twin; HTML otherwise, with the site headers and Vary: Accept', async () => {
  for (const path of ['/docs/react/api/props', '/docs/angular/api/input_props', '/docs/compare']) {
    const markdown = await fetch(`${origin}${path}`, {headers: {Accept: 'text/markdown'}});
    expect(markdown.status, path).toBe(200);
    expect(markdown.headers.get('content-type'), path).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('vary'), path).toMatch(/Accept/);
    expect(await markdown.text(), path).toBe(
      readFileSync(join(ROOT, 'build', `${path.slice(1)}.md`), 'utf8'),
    );
    const head = await fetch(`${origin}${path}`, {method: 'HEAD', headers: {Accept: 'text/markdown'}});
    expect(head.headers.get('content-type'), `HEAD ${path}`).toBe('text/markdown; charset=utf-8');

    const html = await fetch(`${origin}${path}`, {headers: {Accept: 'text/html'}});
    expect(html.headers.get('content-type'), path).toMatch(/^text\/html/);
    expect(html.headers.get('vary'), path).toMatch(/Accept/);
    expect(html.headers.get('content-security-policy'), 'the build _headers apply').toContain(
      "default-src 'self'",
    );
    const post = await fetch(`${origin}${path}`, {method: 'POST', headers: {Accept: 'text/markdown'}});
    expect(post.headers.get('content-type') ?? '', `POST ${path}`).not.toContain('text/markdown');
  }
});
