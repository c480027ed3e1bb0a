/** The MCP endpoint over streamable HTTP (stateless: a server per request), with the stdio server's limits. */
import {
  createMcpHandler,
  DEFAULT_MAX_REQUEST_BODY_SIZE,
  isJSONRPCRequest,
} from '@modelcontextprotocol/server';
import {DEFAULT_LIMITS, lateAnswer, refusal, type Limits} from './limits';
import {createServer, type ServerData} from './server';

/** What every answer of the endpoint carries: any page or connector may call it; it holds nothing of anyone's. */
export const CORS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, Authorization, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Mcp-Protocol-Version, Mcp-Session-Id',
};

export function withHeaders(response: Response, headers: Readonly<Record<string, string>>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

/** The JSON-RPC request a POST carries, when it is one request within the body limit. */
async function requestOf(request: Request) {
  if (request.method !== 'POST') return undefined;
  if (Number(request.headers.get('content-length') ?? 0) > DEFAULT_MAX_REQUEST_BODY_SIZE) return undefined;
  const message: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  return isJSONRPCRequest(message) ? message : undefined;
}

/** The endpoint's handler: `data` is loaded once (./server.ts, `serverData`) and shared by every request. */
export function mcpEndpoint(data: () => ServerData, limits: Limits = DEFAULT_LIMITS) {
  const handler = createMcpHandler(() => createServer(data()));
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, {status: 204, headers: CORS});
    const call = await requestOf(request);
    const refused = call && refusal(call, limits);
    if (refused) return Response.json(refused, {headers: CORS});
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Response>((resolve) => {
      if (call) timer = setTimeout(() => resolve(Response.json(lateAnswer(call, limits))), limits.timeMs);
    });
    try {
      return withHeaders(await Promise.race([handler.fetch(request), late]), CORS);
    } finally {
      clearTimeout(timer);
    }
  };
}
