/**
 * The edge worker (Cloudflare Workers): the MCP server at `/mcp`, discovery documents, and the built site
 * (the `ASSETS` binding) with Markdown twins for `Accept: text/markdown`.
 */
import registry from '../server.json';
import data from './dist/data.json';
import * as pagefind from './dist/pagefind.mjs';
import pagefindWasm from './dist/pagefind.wasm';
import {bundledFiles} from '../src/data';
import {aiCatalog, CARD_TYPE, CATALOG_TYPE, serverCard} from '../src/discovery';
import {CORS, mcpEndpoint, withHeaders} from '../src/http';
import {DEFAULT_LIMITS} from '../src/limits';
import {serverData, type ServerData} from '../src/server';

interface Env {
  readonly ASSETS: {fetch(request: Request): Promise<Response>};
  /** The time limit of one call in milliseconds (`AUTOCOMPLETE_MCP_TIME_LIMIT_MS`, as for stdio). */
  readonly AUTOCOMPLETE_MCP_TIME_LIMIT_MS?: string;
}

// Pagefind compiles its WebAssembly from bytes, which Workers forbid: it gets the module compiled with the worker.
const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (
  module: WebAssembly.Module,
  imports?: WebAssembly.Imports,
) => Promise<WebAssembly.Instance>;
WebAssembly.instantiate = (async (source: unknown, imports?: WebAssembly.Imports) =>
  source instanceof WebAssembly.Module
    ? instantiate(source, imports)
    : {
        instance: await instantiate(pagefindWasm, imports),
        module: pagefindWasm,
      }) as typeof WebAssembly.instantiate;

let shared: ServerData | undefined;
// Loaded at the first call, not at start-up, which Workers hold to a short time.
const loaded = () => (shared ??= serverData(bundledFiles(data.where, data.files), async () => pagefind));
let endpoint: ReturnType<typeof mcpEndpoint> | undefined;

/** A discovery document: public, cached for an hour, with an ETag, in the media type asked for or JSON. */
async function discovery(request: Request, body: unknown, type: string): Promise<Response> {
  const text = JSON.stringify(body, null, 2);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const etag = `"${[...new Uint8Array(digest)]
    .slice(0, 16)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')}"`;
  const headers = {
    ...CORS,
    'Content-Type': (request.headers.get('accept') ?? '').includes(type) ? type : 'application/json',
    'Cache-Control': 'public, max-age=3600',
    ETag: etag,
    Vary: 'Accept',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, {status: 304, headers});
  return new Response(request.method === 'HEAD' ? null : text, {headers});
}

/** The docs page's Markdown twin when the request asks for Markdown by `Accept`; undefined otherwise. */
async function twin(request: Request, env: Env): Promise<Response | undefined> {
  if (
    !['GET', 'HEAD'].includes(request.method) ||
    !/\btext\/markdown\b/.test(request.headers.get('accept') ?? '')
  )
    return undefined;
  const url = new URL(request.url);
  url.pathname = `${url.pathname.replace(/\/$/, '')}.md`;
  const found = await env.ASSETS.fetch(new Request(url, {method: request.method}));
  if (!found.ok) return undefined;
  return withHeaders(found, {'Content-Type': 'text/markdown; charset=utf-8', Vary: 'Accept'});
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const {pathname, origin} = new URL(request.url);
    const address = `${origin}/mcp`;
    if (pathname === '/mcp' || pathname === '/mcp/') {
      const timeMs = Number(env.AUTOCOMPLETE_MCP_TIME_LIMIT_MS) || DEFAULT_LIMITS.timeMs;
      endpoint ??= mcpEndpoint(loaded, {...DEFAULT_LIMITS, timeMs});
      return endpoint(request);
    }
    const read = ['GET', 'HEAD'].includes(request.method);
    if (pathname === '/mcp/server-card' && read)
      return discovery(request, serverCard(registry, address, `${origin}/`), CARD_TYPE);
    if (pathname === '/.well-known/ai-catalog.json' && read)
      return discovery(request, aiCatalog(registry, address), CATALOG_TYPE);
    if (pathname.startsWith('/docs')) {
      const markdown = await twin(request, env);
      return markdown ?? withHeaders(await env.ASSETS.fetch(request), {Vary: 'Accept'});
    }
    return env.ASSETS.fetch(request);
  },
};
