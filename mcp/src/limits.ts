/**
 * The limits of one call (issue 46 item 2, README.md), applied before any schema check or tool runs, so
 * a bad call never holds up the calls after it and the memory stays flat.
 */
import {
  isJSONRPCRequest,
  ProtocolErrorCode,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type MessageExtraInfo,
  type RequestId,
  type Transport,
  type TransportSendOptions,
} from '@modelcontextprotocol/server';

export interface Limits {
  /** Characters of a string argument (or object key) not named in `characters`. */
  readonly string: number;
  /** Characters of a top-level argument by its name, where it differs from `string`. */
  readonly characters: Readonly<Record<string, number>>;
  readonly items: number;
  readonly keys: number;
  /** Objects and arrays inside one another. */
  readonly depth: number;
  readonly timeMs: number;
  /** Characters of a tool's answer (its JSON text). */
  readonly answer: number;
}

export const DEFAULT_LIMITS: Limits = {
  // A search query, a member name, an id, a version: a search box's worth.
  string: 1_000,
  // A snippet to translate may be a whole component file.
  characters: {code: 20_000},
  items: 100,
  keys: 100,
  depth: 8,
  timeMs: 10_000,
  // A file translated from the longest `code` (its tags and the file around them, 20,000 characters
  // each) with room to spare; six times a package's list_members. About 15,000 tokens.
  answer: 60_000,
};

/** The limits with the time limit from `AUTOCOMPLETE_MCP_TIME_LIMIT_MS`, when set. */
export function limitsFromEnv(): Limits {
  const raw = process.env.AUTOCOMPLETE_MCP_TIME_LIMIT_MS;
  if (raw === undefined || raw === '') return DEFAULT_LIMITS;
  const timeMs = Number(raw);
  if (!Number.isInteger(timeMs) || timeMs < 1) {
    throw new Error(
      `AUTOCOMPLETE_MCP_TIME_LIMIT_MS="${raw.slice(0, 40)}" is not a whole number of milliseconds.`,
    );
  }
  return {...DEFAULT_LIMITS, timeMs};
}

const count = (n: number) => n.toLocaleString('en-US');

/** The first value of `args` over a limit, as a sentence naming its path and the limit; undefined when none is. */
export function oversize(args: unknown, limits: Limits = DEFAULT_LIMITS): string | undefined {
  const visit = (value: unknown, path: string, depth: number, characters: number): string | undefined => {
    if (typeof value === 'string') {
      return value.length > characters
        ? `${path}: ${count(value.length)} characters; this argument takes at most ${count(characters)} characters.`
        : undefined;
    }
    if (value === null || typeof value !== 'object') return undefined;
    if (depth > limits.depth)
      return `${path}: nested deeper than the ${limits.depth} levels of objects and arrays an argument takes.`;
    if (Array.isArray(value)) {
      if (value.length > limits.items)
        return `${path}: ${count(value.length)} items; an array takes at most ${count(limits.items)} items.`;
      for (const [index, item] of value.entries()) {
        const found = visit(item, `${path}[${index}]`, depth + 1, limits.string);
        if (found) return found;
      }
      return undefined;
    }
    const entries = Object.entries(value);
    if (entries.length > limits.keys)
      return `${path}: ${count(entries.length)} keys; an object takes at most ${count(limits.keys)} keys.`;
    for (const [key, item] of entries) {
      if (key.length > limits.string)
        return `${path}: a key of ${count(key.length)} characters; a key takes at most ${count(limits.string)} characters.`;
      const found = visit(item, path ? `${path}.${key}` : key, depth + 1, limits.string);
      if (found) return found;
    }
    return undefined;
  };
  if (args === null || typeof args !== 'object' || Array.isArray(args))
    return visit(args, 'arguments', 1, limits.string);
  if (Object.keys(args).length > limits.keys)
    return `arguments: ${count(Object.keys(args).length)}; a tool takes at most ${count(limits.keys)} arguments.`;
  for (const [name, value] of Object.entries(args)) {
    if (name.length > limits.string)
      return `arguments: a name of ${count(name.length)} characters; a name takes at most ${count(limits.string)} characters.`;
    const found = visit(value, name, 1, limits.characters[name] ?? limits.string);
    if (found) return found;
  }
  return undefined;
}

/** What ends a string that was cut, so a reader of that string alone sees it is not whole. */
const cutMark = (left: number) => `\n… [cut: ${count(left)} more characters, see "cut"]`;

const json = (value: unknown) => JSON.stringify(value, null, 2);

type Holder = Record<string, unknown>;

/** A list or long string of an answer: where it is (its holder and key) and the length of its JSON text. */
interface Part {
  readonly path: string;
  readonly holder: Holder;
  readonly key: string;
  readonly length: number;
}

/** The longest list (of two items or more) or string (over 200 characters) in `root.answer`, by its JSON text. */
function longestPart(root: Holder, rootPath: string): Part | undefined {
  let best: Part | undefined;
  const visit = (holder: Holder, key: string, path: string) => {
    const value = holder[key];
    if ((Array.isArray(value) && value.length > 1) || (typeof value === 'string' && value.length > 200)) {
      const length = json(value).length;
      if (!best || length > best.length) best = {path, holder, key, length};
    }
    if (value !== null && typeof value === 'object') {
      for (const k of Object.keys(value)) visit(value as Holder, k, path ? `${path}.${k}` : k);
    }
  };
  visit(root, 'answer', rootPath);
  return best;
}

/**
 * The JSON text of a tool's answer, at most `limit` characters: cut where it is longest until it fits,
 * with a `cut` field (a list answer becomes `{items, cut}`, neither list nor object `{answer, cut}`).
 */
export function fitAnswer(value: unknown, limit: number = DEFAULT_LIMITS.answer): string {
  const whole = json(value);
  if (whole.length <= limit) return whole;
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  const rootPath = Array.isArray(value) ? 'items' : isObject ? '' : 'answer';
  const root: Holder = {answer: structuredClone(value)};
  // Each part cut, by its path (`file`, `items.3.code`): what it had and what it kept.
  const parts = new Map<string, {path: string; unit: 'items' | 'characters'; kept: number; of: number}>();
  // Room for the `cut` field: its note and a line for each of the few parts a cut touches.
  const room = limit - 2_000;
  for (let round = 0, size = whole.length; size > room && round < 100; round++) {
    const part = longestPart(root, rootPath);
    if (!part) break;
    const over = size - room;
    const at = part.holder[part.key];
    const before = parts.get(part.path);
    if (Array.isArray(at)) {
      // The first items whose text fits in what the list may keep; at least one item goes.
      let keep = 0;
      for (let used = 4; keep < at.length - 1; keep++) {
        used += json(at[keep]).length + 4;
        if (used > part.length - over) break;
      }
      part.holder[part.key] = at.slice(0, keep);
      parts.set(part.path, {path: part.path, unit: 'items', kept: keep, of: before?.of ?? at.length});
    } else if (typeof at === 'string') {
      // Each character cut takes at least one character off the JSON text; the mark adds some back.
      const keep = Math.max(0, at.length - over - 100);
      const of = at.length;
      part.holder[part.key] = at.slice(0, keep) + cutMark(of - keep);
      parts.set(part.path, {path: part.path, unit: 'characters', kept: keep, of});
    }
    size = json(root.answer).length;
  }
  const cut = {
    note:
      `Over the server's limit of ${count(limit)} characters for one answer: the parts leftOut names were ` +
      'cut (a list keeps its first items, a text its beginning). Ask for less (a shorter code, fewer ' +
      'options, one category) to get them whole.',
    leftOut: [...parts.values()],
  };
  const answer = root.answer;
  const text = json(
    Array.isArray(answer) ? {items: answer, cut} : isObject ? {...(answer as Holder), cut} : {answer, cut},
  );
  if (text.length <= limit) return text;
  // Too many short values to cut by parts: the note alone, still JSON.
  return json({
    cut: {note: `${cut.note} The whole answer had ${count(whole.length)} characters.`, leftOut: []},
  });
}

/**
 * A tool error answered in the server's place. `resultType` is what a result of protocol 2026-07-28 must
 * carry; clients of the 2025 protocol ignore it (the 2.x SDK's strips it).
 */
const toolError = (text: string) => ({
  content: [{type: 'text' as const, text}],
  isError: true,
  resultType: 'complete',
});
/** JSON-RPC's code for a request that took too long (the 1.x SDK's `RequestTimeout`; 2.x names none). */
const REQUEST_TIMEOUT = -32001;

/** The answer to a request over a size limit, or undefined when it is within them. */
export function refusal(
  request: JSONRPCRequest,
  limits: Limits = DEFAULT_LIMITS,
): JSONRPCMessage | undefined {
  const {id, method} = request;
  const params = request.params as Record<string, unknown> | undefined;
  if (method === 'tools/call') {
    const name = params?.name;
    const problem =
      typeof name === 'string' && name.length > limits.string
        ? `name: a tool name of ${count(name.length)} characters; a tool name takes at most ${count(limits.string)} characters.`
        : oversize(params?.arguments ?? {}, limits);
    return problem ? {jsonrpc: '2.0', id, result: toolError(problem)} : undefined;
  }
  const problem = oversize(params ?? {}, limits);
  return problem
    ? {jsonrpc: '2.0', id, error: {code: ProtocolErrorCode.InvalidParams, message: `${method}: ${problem}`}}
    : undefined;
}

/** What a request is about, for an error message: the tool's name for a tool call, else the method. */
function subject({method, params}: JSONRPCRequest, limits: Limits): string {
  const name = params?.name;
  return method === 'tools/call' && typeof name === 'string' && name.length <= limits.string ? name : method;
}

/** The answer to a request the server did not answer within the time limit. */
export function lateAnswer(request: JSONRPCRequest, limits: Limits = DEFAULT_LIMITS): JSONRPCMessage {
  const text =
    `${subject(request, limits)}: no answer within ${count(limits.timeMs)} ms, the server's time limit for one call. ` +
    'Ask for less (a shorter query, fewer options).';
  return request.method === 'tools/call'
    ? {jsonrpc: '2.0', id: request.id, result: toolError(text)}
    : {jsonrpc: '2.0', id: request.id, error: {code: REQUEST_TIMEOUT, message: text}};
}

/**
 * The server's transport with the limits applied: a request over a size limit, or not answered within
 * the time limit, is answered here; the server's late answer is dropped.
 */
export class LimitedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  private readonly pending = new Map<RequestId, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly inner: Transport,
    private readonly limits: Limits = DEFAULT_LIMITS,
  ) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  async start(): Promise<void> {
    this.inner.onclose = () => {
      for (const timer of this.pending.values()) clearTimeout(timer);
      this.pending.clear();
      this.onclose?.();
    };
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onmessage = (message, extra) => this.receive(message, extra);
    await this.inner.start();
  }

  async close(): Promise<void> {
    await this.inner.close();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if (('result' in message || 'error' in message) && message.id !== undefined) {
      const timer = this.pending.get(message.id);
      // Answered already: the time limit ran out first.
      if (timer === undefined) return;
      clearTimeout(timer);
      this.pending.delete(message.id);
    }
    await this.inner.send(message, options);
  }

  private receive(message: JSONRPCMessage, extra?: MessageExtraInfo): void {
    if (!isJSONRPCRequest(message)) {
      this.onmessage?.(message, extra);
      return;
    }
    const refused = refusal(message, this.limits);
    if (refused) {
      void this.inner.send(refused).catch((error: unknown) => this.onerror?.(error as Error));
      return;
    }
    this.pending.set(
      message.id,
      setTimeout(() => {
        this.pending.delete(message.id);
        void this.inner
          .send(lateAnswer(message, this.limits))
          .catch((error: unknown) => this.onerror?.(error as Error));
      }, this.limits.timeMs),
    );
    this.onmessage?.(message, extra);
  }
}
