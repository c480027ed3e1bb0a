/**
 * The one read of the facts file: `readFactsSync` reads and checks it once per version (path, size,
 * mtime) of the file. The value is kept on `globalThis`: Docusaurus evaluates the config and its
 * imports afresh twice per build, so a module variable would be lost.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {FactsFile} from './types';
import {FACTS_FILE_LABEL, validateFacts} from './validate';

/** The facts file's text is not JSON: names the file, the line and column, and shows that line. */
export class FactsJsonError extends Error {
  constructor(label: string, text: string, parseMessage: string) {
    const at = jsonErrorAt(text, parseMessage);
    super(`${label} is not valid JSON, line ${at.line}, column ${at.column}: ${at.reason}\n${at.excerpt}`);
    this.name = 'FactsJsonError';
  }
}

const JSON_POSITION = /\s*in JSON at position (\d+)(?: \(line \d+ column \d+\))?/;

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

/** Where `JSON.parse(text)` failed: line and column (from 1), the reason, the line with a caret. */
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

/** The facts file's text as JSON, not yet checked: the one JSON read, shared by every reader. */
export function parseFactsJson(text: string, label: string = FACTS_FILE_LABEL): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new FactsJsonError(label, text, (error as Error).message);
  }
}

export function parseFacts(text: string, label: string = FACTS_FILE_LABEL): FactsFile {
  return validateFacts(parseFactsJson(text, label));
}

type Checked = Map<string, {version: string; facts: FactsFile}>;
const checkedFiles = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('autocomplete-plugins-docs/library-facts')
] ??= new Map()) as Checked;

/** The checked facts of the site in `siteDir`, read only when the file changed since the last read. */
export function readFactsSync(siteDir: string): FactsFile {
  const file = path.join(siteDir, FACTS_FILE_LABEL);
  const stat = statSync(file, {bigint: true});
  const version = `${stat.size}:${stat.mtimeNs}`;
  const known = checkedFiles.get(file);
  if (known?.version === version) return known.facts;
  const facts = parseFacts(readFileSync(file, 'utf8'));
  checkedFiles.set(file, {version, facts});
  return facts;
}

/** How long a read waits for a writer to finish the file, and how often it looks again. */
export const WRITE_SETTLE = {timeoutMs: 2_000, intervalMs: 50} as const;

/**
 * The plugin's read: the watcher reports a save as soon as a writer starts, so text not yet JSON is
 * read again for at most `WRITE_SETTLE.timeoutMs`; any other problem is reported at once.
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
