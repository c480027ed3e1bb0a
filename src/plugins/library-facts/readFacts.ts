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
import type {FactsFile} from '../../data/types';
import {FACTS_FILE_LABEL, validateFacts} from '../../data/factsValidate';

/** The facts file's text is not JSON (a syntax error, or a file read while it was being written). */
export class FactsJsonError extends Error {
  constructor(message: string) {
    super(`${FACTS_FILE_LABEL} is not valid JSON: ${message}`);
    this.name = 'FactsJsonError';
  }
}

export function parseFacts(text: string): FactsFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FactsJsonError((error as Error).message);
  }
  return validateFacts(json);
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
