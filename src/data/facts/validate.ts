/**
 * Checks the facts file against its schema (./schema.ts) before anything is
 * rendered, and words each problem for the maintainer.
 *
 * A problem stops `npm run data:check` and the build with one message per
 * problem, naming the package, the entry and the field, for example:
 *
 *   src/data/library-facts.json: packages.react.props[4] ("placeHolder"): field "description" is missing (expected a string)
 *
 * The schema words what was expected and what was found; this file adds
 * where: the path to the entry (a list entry is labelled by its name,
 * version, key...) and the field. Fields the site does not read are allowed
 * and not checked.
 */
import type {z} from 'zod';
import type {FactsFile} from './types';
import {factsFileSchema} from './schema';

/** Where the facts file lives, as the messages name it. */
export const FACTS_FILE_LABEL = 'src/data/library-facts.json';

/** The label of an entry of a list, for messages: its name, version, key... */
function entryLabel(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Record<string, unknown>;
  for (const key of ['name', 'version', 'key', 'title', 'topic', 'feature', 'selector']) {
    if (typeof record[key] === 'string') return ` (${JSON.stringify(record[key])})`;
  }
  return '';
}

/**
 * `packages.react.props[4] ("placeHolder")`: the keys of `path` joined by dots,
 * each list index followed by the label of the entry it leads to in `facts`.
 */
function placeOf(facts: unknown, path: readonly PropertyKey[]): string {
  let place = '';
  let value = facts;
  for (const key of path) {
    value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
    place += typeof key === 'number' ? `[${key}]${entryLabel(value)}` : `${place ? '.' : ''}${String(key)}`;
  }
  return place;
}

/** One message for a zod issue: where, then what the schema said. */
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

/** Every problem of the facts file, one message each (empty when it is valid). */
export function factsProblems(facts: unknown): string[] {
  const result = factsFileSchema.safeParse(facts);
  return result.success ? [] : result.error.issues.map((issue) => messageOf(facts, issue));
}

/** Error thrown for an invalid facts file; its message lists every problem. */
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

/**
 * The facts file, typed, or a `FactsFileError` naming each problem. The value
 * returned is `facts` itself, fields the site does not read included (the
 * modules carry them; ./transform.ts leaves out those no page shows).
 */
export function validateFacts(facts: unknown): FactsFile {
  const problems = factsProblems(facts);
  if (problems.length > 0) throw new FactsFileError(problems);
  return facts as FactsFile;
}
