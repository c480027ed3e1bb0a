/**
 * The facts file the site is built from: the committed copy in src/data
 * (scripts/generate-data.mjs keeps it equal to ../shared/library-facts.json).
 * Tests read it as plain JSON, independently of the site's typed modules.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export const FACTS_FILE = join(__dirname, '..', '..', 'src', 'data', 'library-facts.json');

/** The parsed facts file; the caller states the shape it relies on (untyped JSON otherwise). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON unless a shape is given
export function readFacts<T = any>(): T {
  return JSON.parse(readFileSync(FACTS_FILE, 'utf8')) as T;
}
