/**
 * Checks the facts file against ./schema.ts and words each problem: the schema says what was expected
 * and found, this file adds where (`packages.react.props[4] ("placeHolder"): field "description"`).
 */
import type {z} from 'zod';
import type {FactsFile} from './types';
import {factsFileSchema} from './schema';

export const FACTS_FILE_LABEL = 'src/data/library-facts.json';

function entryLabel(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Record<string, unknown>;
  for (const key of ['name', 'version', 'key', 'title', 'topic', 'feature', 'selector']) {
    if (typeof record[key] === 'string') return ` (${JSON.stringify(record[key])})`;
  }
  return '';
}

/** `packages.react.props[4] ("placeHolder")`: each list index followed by its entry's label. */
function placeOf(facts: unknown, path: readonly PropertyKey[]): string {
  let place = '';
  let value = facts;
  for (const key of path) {
    value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
    place += typeof key === 'number' ? `[${key}]${entryLabel(value)}` : `${place ? '.' : ''}${String(key)}`;
  }
  return place;
}

function messageOf(facts: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path;
  const last = path.at(-1);
  // The file itself, or an entry of a list that is not an object: no field to name.
  if (
    last === undefined ||
    (typeof last === 'number' && issue.code === 'invalid_type' && issue.expected === 'object')
  )
    return `${FACTS_FILE_LABEL}: ${placeOf(facts, path) || 'the file'} ${issue.message}`;
  // An item of a list of strings is named as a field of the entry holding the list: `changes[2]`.
  const fieldAt = typeof last === 'number' ? path.length - 2 : path.length - 1;
  const field = path
    .slice(fieldAt)
    .map((key, i) => (i === 0 ? String(key) : `[${String(key)}]`))
    .join('');
  const at = placeOf(facts, path.slice(0, fieldAt));
  return `${FACTS_FILE_LABEL}: ${at ? `${at}: ` : ''}field "${field}" ${issue.message}`;
}

export function factsProblems(facts: unknown): string[] {
  const result = factsFileSchema.safeParse(facts);
  return result.success ? [] : result.error.issues.map((issue) => messageOf(facts, issue));
}

export class FactsFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The facts file does not have the shape the site relies on (src/data/facts/schema.ts). ` +
        `Fix ${FACTS_FILE_LABEL}:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'FactsFileError';
  }
}

/** `facts` itself, typed (fields the site does not read included), or a `FactsFileError`. */
export function validateFacts(facts: unknown): FactsFile {
  const problems = factsProblems(facts);
  if (problems.length > 0) throw new FactsFileError(problems);
  return facts as FactsFile;
}
