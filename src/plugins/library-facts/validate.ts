/**
 * Checks the facts file against the shapes the site relies on
 * (src/data/types.ts), field by field, before anything is rendered.
 *
 * A problem stops `npm run data:check` and the build with one message per
 * problem, naming the package, the entry and the field, for example:
 *
 *   src/data/library-facts.json: packages.react.props[4] ("placeHolder"): field "category" is missing (expected a string)
 *
 * Fields the site does not read are allowed and not checked. Each schema
 * below is typed against its interface in src/data/types.ts, so adding a
 * field to an interface without checking it here fails type checking.
 *
 * Self-contained (type imports only): scripts/generate-data.mjs loads this
 * file on its own, without a bundler.
 */
import type {
  AngularPackageFacts,
  ApiMember,
  CrossFrameworkFacts,
  DemoLink,
  Discrepancy,
  FactsFile,
  FeatureMatrixRow,
  KeyboardEntry,
  OutputMember,
  PackageFacts,
  ProjectionSlotFacts,
  PublishedProp,
  ReactPackageFacts,
  RelativeSearchOption,
  TypeKey,
  VersionEntry,
  VirtualScrollFactsEntry,
  VuePackageFacts,
} from '../../data/types';

/** Where the facts file lives, as the messages name it. */
export const FACTS_FILE_LABEL = 'src/data/library-facts.json';

/** Checks one value; pushes a message for each problem. */
interface Schema<T> {
  /** What a valid value looks like, in words ("a string"). */
  readonly expected: string;
  /** Problems with `value`; `at` is the path of the entry holding it, `field` its key there. */
  check(value: unknown, at: string, field: string, problems: string[]): void;
  /** Type only: what a valid value is. */
  readonly __type?: T;
}

/** What a value is, in words, for messages ("a number", "null", "an array"). */
function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'number' ? 'the number' : typeof value} ${String(value)}`;
}

/** `packages.react` + `props` → `packages.react.props`; the file's top level has the empty path. */
function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function problem(at: string, field: string, text: string): string {
  return `${FACTS_FILE_LABEL}: ${at ? `${at}: ` : ''}field "${field}" ${text}`;
}

function primitive<T>(expected: string, test: (value: unknown) => boolean): Schema<T> {
  return {
    expected,
    check(value, at, field, problems) {
      if (!test(value)) problems.push(problem(at, field, `is ${describe(value)} (expected ${expected})`));
    },
  };
}

const string = primitive<string>('a string', (v) => typeof v === 'string');
const number = primitive<number>('a number', (v) => typeof v === 'number' && Number.isFinite(v));
const boolean = primitive<boolean>('true or false', (v) => typeof v === 'boolean');
const unknownValue: Schema<unknown> = {expected: 'any value', check() {}};

/** A string in a given format (versions, dates, URLs). */
function matching(pattern: RegExp, expected: string): Schema<string> {
  return primitive<string>(expected, (v) => typeof v === 'string' && pattern.test(v));
}

const version = matching(/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/, 'a version such as 2.1.0 or 0.0.5-beta.1');
const isoDate = matching(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2025-01-31');
const url = matching(/^https:\/\/\S+$/, 'an https:// address');

function oneOf<A, B>(a: Schema<A>, b: Schema<B>): Schema<A | B> {
  const expected = `${a.expected} or ${b.expected}`;
  return {
    expected,
    check(value, at, field, problems) {
      const first: string[] = [];
      a.check(value, at, field, first);
      if (first.length === 0) return;
      const second: string[] = [];
      b.check(value, at, field, second);
      if (second.length === 0) return;
      problems.push(problem(at, field, `is ${describe(value)} (expected ${expected})`));
    },
  };
}

const nullValue = primitive<null>('null', (v) => v === null);
const defaultValue: Schema<ApiMember['default']> = primitive(
  'a string, number, true, false, null, an array or an object',
  (v) => v !== undefined && typeof v !== 'function',
);

/** Marks a field that may be left out (it must have the right type when present). */
interface Optional<T> extends Schema<T | undefined> {
  readonly optional: true;
}

function optional<T>(schema: Schema<T>): Optional<T> {
  return {...schema, optional: true};
}

/** The label of an entry of a list, for messages: its name, version, key... */
function entryLabel(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Record<string, unknown>;
  for (const key of ['name', 'version', 'key', 'title', 'topic', 'feature', 'selector']) {
    if (typeof record[key] === 'string') return ` (${JSON.stringify(record[key])})`;
  }
  return '';
}

function arrayOf<T>(item: Schema<T>): Schema<readonly T[]> {
  const expected = `a list, each ${item.expected}`;
  return {
    expected,
    check(value, at, field, problems) {
      if (!Array.isArray(value)) {
        problems.push(problem(at, field, `is ${describe(value)} (expected ${expected})`));
        return;
      }
      value.forEach((entry: unknown, index) => {
        const path = `${join(at, field)}[${index}]`;
        if (isObjectSchema(item)) item.checkEntries(entry, `${path}${entryLabel(entry)}`, problems);
        else item.check(entry, at, `${field}[${index}]`, problems);
      });
    },
  };
}

function recordOf<T>(item: Schema<T>): Schema<Readonly<Record<string, T>>> {
  const expected = `an object, each value ${item.expected}`;
  return {
    expected,
    check(value, at, field, problems) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        problems.push(problem(at, field, `is ${describe(value)} (expected ${expected})`));
        return;
      }
      for (const [key, entry] of Object.entries(value)) item.check(entry, join(at, field), key, problems);
    },
  };
}

/** The schema of every field of `T`; optional fields of `T` need `optional(...)`. */
type Shape<T> = {
  readonly [K in keyof T]-?: undefined extends T[K] ? Optional<Exclude<T[K], undefined>> : Schema<T[K]>;
};

interface ObjectSchema<T> extends Schema<T> {
  /** Checks the fields of an entry whose own path is `path`. */
  checkEntries(value: unknown, path: string, problems: string[]): void;
}

function isObjectSchema<T>(schema: Schema<T>): schema is ObjectSchema<T> {
  return 'checkEntries' in schema;
}

function object<T>(shape: Shape<T>, expected = 'an object'): ObjectSchema<T> {
  const fields = Object.entries(shape) as [string, Schema<unknown> & {optional?: true}][];
  const checkEntries = (value: unknown, path: string, problems: string[]): void => {
    const record = value as Record<string, unknown>;
    for (const [key, schema] of fields) {
      if (!(key in record)) {
        if (!schema.optional) problems.push(problem(path, key, `is missing (expected ${schema.expected})`));
        continue;
      }
      const entry = record[key];
      if (isObjectSchema(schema)) {
        if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
          problems.push(problem(path, key, `is ${describe(entry)} (expected ${schema.expected})`));
        } else schema.checkEntries(entry, join(path, key), problems);
      } else schema.check(entry, path, key, problems);
    }
  };
  return {
    expected,
    checkEntries(value, path, problems) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        problems.push(
          `${FACTS_FILE_LABEL}: ${path || 'the file'} is ${describe(value)} (expected ${expected})`,
        );
        return;
      }
      checkEntries(value, path, problems);
    },
    check(value, at, field, problems) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        problems.push(problem(at, field, `is ${describe(value)} (expected ${expected})`));
      } else checkEntries(value, join(at, field), problems);
    },
  };
}

// ---------------------------------------------------------------------------
// The shapes the site relies on (src/data/types.ts)
// ---------------------------------------------------------------------------

const member = object<ApiMember>(
  {
    name: string,
    type: string,
    required: oneOf(boolean, string),
    default: defaultValue,
    category: string,
    description: string,
    since: optional(version),
    deprecated: optional(oneOf(boolean, string)),
    documentedInReadme: optional(boolean),
  },
  'an input or prop with name, type, required, default, category and description',
);

const output = object<OutputMember>(
  {name: string, payload: string, requiresFlag: oneOf(string, nullValue), description: string},
  'an output with name, payload, requiresFlag and description',
);

const typeKey = object<TypeKey>(
  {name: string, appliesTo: string, default: optional(string), since: optional(version)},
  'a key with name and appliesTo',
);

const versionEntry = object<VersionEntry>(
  {version, date: optional(isoDate), changes: arrayOf(string), note: optional(string)},
  'a release with version and changes',
);

const demo = object<DemoLink>({title: string, url, source: string}, 'a demo with title, url and source');

const keyboardEntry = object<KeyboardEntry>(
  {key: string, effect: string, since: optional(version)},
  'a key binding with key and effect',
);

const discrepancy = object<Discrepancy>(
  {topic: string, readme: string, source: string},
  'a discrepancy with topic, readme and source',
);

const projectionSlot = object<ProjectionSlotFacts>(
  {selector: string, location: string, shownWhen: string, example: string},
  'a projection slot with selector, location, shownWhen and example',
);

const virtualScroll = object<VirtualScrollFactsEntry>({
  debounceMs: number,
  afterAppend: string,
  scrollToTopReset: string,
  bug: optional(string),
  readmeVsCode: optional(string),
});

const packageShape: Shape<PackageFacts> = {
  npmName: string,
  latestVersion: version,
  latestVersionDate: isoDate,
  license: string,
  licenseHolder: string,
  author: string,
  repository: url,
  homepage: url,
  sponsorUrl: url,
  summary: string,
  install: string,
  importStatement: string,
  peerDependencies: recordOf(string),
  dependencies: recordOf(string),
  supportedFrameworkVersions: object({readme: string, peerRange: string, builtWith: string}),
  customTypeNames: object({classes: string, styles: string, aria: optional(string), styleValueType: string}),
  customClassKeys: arrayOf(typeKey),
  customStyleKeys: arrayOf(typeKey),
  ariaKeys: arrayOf(typeKey),
  ariaBehaviour: arrayOf(string),
  keyboard: arrayOf(keyboardEntry),
  keyboardNotes: arrayOf(string),
  virtualScroll,
  domStructure: object({hardcodedIds: arrayOf(string)}),
  tests: object({framework: string, count: number}),
  versions: arrayOf(versionEntry),
  examples: arrayOf(demo),
  roadmap: arrayOf(string),
  knownDiscrepancies: arrayOf(discrepancy),
  behaviourNotes: arrayOf(string),
};

const publishedProp = object<PublishedProp>(
  {
    name: string,
    type: string,
    required: oneOf(boolean, string),
    default: defaultValue,
    since: version,
    description: string,
  },
  'a published prop with name, type, required, default, since and description',
);

const relativeSearchOption = object<RelativeSearchOption>(
  {name: string, type: string, description: string},
  'an option with name, type and description',
);

const angularPackage = object<AngularPackageFacts>({
  ...packageShape,
  inputs: arrayOf(member),
  outputs: arrayOf(output),
  contentProjection: arrayOf(projectionSlot),
});

const reactPackage = object<ReactPackageFacts>({
  ...packageShape,
  props: arrayOf(member),
  callbacks: string,
  slotsNote: string,
  versionsClaimedOnlyByDocsSite: arrayOf(
    object({version, claims: arrayOf(string)}, 'a release claim with version and claims'),
  ),
  publishedState: object({
    latestPublishedVersion: version,
    propsAddedAfter200: arrayOf(publishedProp),
    typeKeysAddedAfter200: object({
      aria: arrayOf(string),
      customClass: arrayOf(string),
      customStyle: arrayOf(string),
    }),
    behaviourChanges: arrayOf(object({since: version, fact: string}, 'a change with since and fact')),
  }),
});

const vuePackage = object<VuePackageFacts>({
  ...packageShape,
  props: arrayOf(member),
  emits: arrayOf(unknownValue),
  emitsNote: string,
  relativeSearch: object({
    since: version,
    location: string,
    prerequisite: string,
    valueTrue: string,
    options: arrayOf(relativeSearchOption),
    caveats: arrayOf(string),
  }),
  notExportedTypes: arrayOf(string),
});

const featureRow = object<FeatureMatrixRow>(
  {feature: string, angular: string, react: string, vue: string},
  'a feature row with feature, angular, react and vue',
);

const factsFile = object<FactsFile>({
  packages: object({angular: angularPackage, react: reactPackage, vue: vuePackage}),
  crossFramework: object<CrossFrameworkFacts>({featureMatrix: arrayOf(featureRow)}),
});

/** Every problem of the facts file, one message each (empty when it is valid). */
export function factsProblems(facts: unknown): string[] {
  const problems: string[] = [];
  factsFile.checkEntries(facts, '', problems);
  return problems;
}

/** Error thrown for an invalid facts file; its message lists every problem. */
export class FactsFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The facts file does not have the shape the site relies on (src/data/types.ts). ` +
        `Fix the facts file (../shared/library-facts.json, then \`npm run data:generate\`):\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'FactsFileError';
  }
}

/** The facts file, typed, or a `FactsFileError` naming each problem. */
export function validateFacts(facts: unknown): FactsFile {
  const problems = factsProblems(facts);
  if (problems.length > 0) throw new FactsFileError(problems);
  return facts as FactsFile;
}
