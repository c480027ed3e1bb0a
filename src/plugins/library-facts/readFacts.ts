/**
 * Reads and checks the facts file synchronously, for docusaurus.config.ts
 * (the announcement bar and the front-matter version tokens) before any
 * plugin runs. The plugin's `loadContent` does the same for the modules.
 * An invalid file stops the build with the validator's messages.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {FactsFile} from '../../data/types';
import {FACTS_FILE_LABEL, validateFacts} from './validate';

export function parseFacts(text: string): FactsFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${FACTS_FILE_LABEL} is not valid JSON: ${(error as Error).message}`);
  }
  return validateFacts(json);
}

export function readFactsSync(siteDir: string): FactsFile {
  return parseFacts(readFileSync(path.join(siteDir, FACTS_FILE_LABEL), 'utf8'));
}
