/**
 * The one read of the facts file: every consumer in the build process
 * (docusaurus.config.ts for the announcement bar, the front-matter version
 * tokens and the Report a problem links; the plugin's `loadContent`; the
 * remark plugin src/remark/apiTableHeadings.ts) gets its facts from
 * `readFactsSync`, which reads and checks the file once per version of the
 * file and hands every later caller the same checked value.
 *
 * The value is kept on `globalThis`, not in this module: Docusaurus loads the
 * config twice per build, each time evaluating it and its imports afresh (so
 * a module variable would be lost), and loads the plugin on its own. The key
 * is the file's path, size and modification time, so an edit of the facts
 * file during `npm start` (which reloads the plugin, ./index.ts) is read and
 * checked again. An invalid file stops the build with the validator's messages.
 *
 * `readFactsWhenWritten` is the plugin's read: the watcher reports a save as soon as the editor
 * (or a script) starts writing, and a large file can be read half written. Text that is not yet
 * valid JSON is read again until the writer is done; a file still not JSON after that is an error
 * in the file, reported as such.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {FactsFile} from './types';
import {FACTS_FILE_LABEL, validateFacts} from './validate';

/**
 * The facts file's text is not JSON (a syntax error, or a file read while it was being written):
 * names the file, the line and column, and shows that line with a mark under the column.
 */
export class FactsJsonError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(label: string, text: string, parseMessage: string) {
    const at = jsonErrorAt(text, parseMessage);
    super(`${label} is not valid JSON, line ${at.line}, column ${at.column}: ${at.reason}\n${at.excerpt}`);
    this.name = 'FactsJsonError';
    this.line = at.line;
    this.column = at.column;
  }
}

const JSON_POSITION = /\s*in JSON at position (\d+)(?: \(line \d+ column \d+\))?/;

/** The message of `JSON.parse(text)`, or null when the text is JSON. */
function jsonParseMessage(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The offset V8's message gives, or, for a message without one, the first character no JSON text can have there. */
function errorOffset(text: string, message: string): number {
  const at = JSON_POSITION.exec(message);
  if (at) return Number(at[1]);
  // "Unexpected token ',', "…" is not valid JSON" gives no position: the longest start of the text
  // whose only fault is that it ends too soon ends just before the bad character.
  const endsTooSoon = (length: number) => {
    const error = jsonParseMessage(text.slice(0, length));
    if (error === null || /end of JSON input|Unterminated/.test(error)) return true;
    const position = JSON_POSITION.exec(error);
    return position !== null && Number(position[1]) >= length;
  };
  let [low, high] = [0, text.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (endsTooSoon(mid + 1)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Where `JSON.parse(text)` failed with `message`: the line and column (from 1), the reason without
 * V8's position or excerpt, and the line itself with a caret under the column.
 */
export function jsonErrorAt(
  text: string,
  message: string,
): {line: number; column: number; reason: string; excerpt: string} {
  const offset = Math.min(errorOffset(text, message), text.length);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  const source = (text.split('\n')[line - 1] ?? '').replace(/\r$/, '');
  const reason =
    message === 'Unexpected end of JSON input'
      ? 'the text ends before the JSON does'
      : message
          .replace(JSON_POSITION, '')
          .replace(/^(Unexpected token '[\s\S]'), [\s\S]* is not valid JSON$/, '$1');
  const gutter = `${line} | `;
  // Long lines (minified JSON) are cut around the column.
  const start = Math.max(0, column - 60);
  const shown = `${start > 0 ? '…' : ''}${source.slice(start, column + 60)}${column + 60 < source.length ? '…' : ''}`;
  const caret =
    ' '.repeat(gutter.length - 2) + '| ' + ' '.repeat(column - 1 - start + (start > 0 ? 1 : 0)) + '^';
  return {line, column, reason, excerpt: `${gutter}${shown}\n${caret}`};
}

/**
 * The facts file's text as JSON, not yet checked: the one JSON read of the facts, shared by the
 * build (`parseFacts`), the MCP server, `npm run data:check` and `npm run facts:import`. `label`
 * names the file in the error.
 */
export function parseFactsJson(text: string, label: string = FACTS_FILE_LABEL): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new FactsJsonError(label, text, (error as Error).message);
  }
}

/** The checked facts of the facts file's text (`label` names the file in an error). */
export function parseFacts(text: string, label: string = FACTS_FILE_LABEL): FactsFile {
  return validateFacts(parseFactsJson(text, label));
}

interface Checked {
  readonly version: string;
  readonly facts: FactsFile;
}

const checkedFiles: Map<string, Checked> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('autocomplete-plugins-docs/library-facts')
] ??= new Map<string, Checked>()) as Map<string, Checked>;

/** The checked facts of `file` (absolute path), read only when the file changed since the last read. */
export function readFactsFileSync(file: string): FactsFile {
  const stat = statSync(file, {bigint: true});
  const version = `${stat.size}:${stat.mtimeNs}`;
  const known = checkedFiles.get(file);
  if (known?.version === version) return known.facts;
  const facts = parseFacts(readFileSync(file, 'utf8'));
  checkedFiles.set(file, {version, facts});
  return facts;
}

/** The checked facts of the site in `siteDir` (`src/data/library-facts.json`). */
export function readFactsSync(siteDir: string): FactsFile {
  return readFactsFileSync(path.join(siteDir, FACTS_FILE_LABEL));
}

/** How long a read waits for a writer to finish the file, and how often it looks again. */
export const WRITE_SETTLE = {timeoutMs: 2_000, intervalMs: 50} as const;

/**
 * The checked facts of the site in `siteDir`, read again while the text is not JSON, for at most
 * `WRITE_SETTLE.timeoutMs`: what `npm start` reads when the watcher reports a save that is still
 * being written. Any other problem (a field) is reported at once.
 */
export async function readFactsWhenWritten(siteDir: string, settle = WRITE_SETTLE): Promise<FactsFile> {
  const deadline = Date.now() + settle.timeoutMs;
  for (;;) {
    try {
      return readFactsSync(siteDir);
    } catch (error) {
      if (!(error instanceof FactsJsonError) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, settle.intervalMs));
    }
  }
}
