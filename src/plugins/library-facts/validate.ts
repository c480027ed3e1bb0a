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
 * Self-contained (type imports only): scripts/check-facts.mjs loads this
 * file on its own, without a bundler.
 */
import type {
  AngularPackageFacts,
  ApiMember,
  CrossFrameworkFacts,
  DemoLink,
  BehaviourNote,
  Discrepancy,
  FactsFile,
  FeatureMatrixRow,
  KeyboardEntry,
  OutputMember,
  PackageFacts,
  ProjectionSlotFacts,
  ReactPackageFacts,
  RelativeSearchOption,
  ReleaseEntry,
  TypeKey,
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

const version = matching(/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/, 'a version such as 10.2.3 or 0.1.0-beta.1');
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

/**
 * The categories the API pages group members under (src/data/api.ts gives
 * each its heading). Outputs have none; React's and Vue's callbacks are
 * grouped by the site, not by the facts.
 */
export const MEMBER_CATEGORIES = [
  'data',
  'display',
  'behaviour',
  'search',
  'disable',
  'performance',
  'virtualScroll',
  'lazyLoad',
  'viewMore',
  'events',
  'debug',
  'styling',
  'aria',
] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];

/** Edit distance (insertions, deletions, substitutions, swaps of neighbours) between two words. */
function distance(a: string, b: string): number {
  const rows = Array.from({length: a.length + 1}, (_, i) =>
    Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The valid value closest to a misspelt one, when one is close enough to be meant. */
export function nearestOf(value: string, valid: readonly string[]): string | undefined {
  const scored = valid
    .map((v) => ({v, d: distance(value.toLowerCase(), v.toLowerCase())}))
    .sort((x, y) => x.d - y.d);
  const best = scored[0];
  return best && best.d <= Math.max(2, Math.floor(best.v.length / 3)) ? best.v : undefined;
}

/** One of a closed list of strings; a misspelling is answered with the nearest valid value. */
function closedSet<T extends string>(values: readonly T[], what: string): Schema<T> {
  const expected = `${what}: ${values.join(', ')}`;
  return {
    expected,
    check(value, at, field, problems) {
      if (typeof value === 'string' && (values as readonly string[]).includes(value)) return;
      const near = typeof value === 'string' ? nearestOf(value, values) : undefined;
      problems.push(
        problem(
          at,
          field,
          `is ${describe(value)}${near ? `; did you mean "${near}"?` : ''} (expected ${expected})`,
        ),
      );
    },
  };
}

const memberCategory = closedSet(MEMBER_CATEGORIES, 'one of the member categories');

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
    category: memberCategory,
    description: string,
    since: optional(version),
    deprecated: optional(oneOf(boolean, string)),
    documentedInReadme: optional(boolean),
    previousDefault: optional(
      object<{value: ApiMember['default']; until: string}>(
        {value: defaultValue, until: version},
        'an object with value and until',
      ),
    ),
  },
  'an input or prop with name, type, required, default, category and description',
);

const output = object<OutputMember>(
  {name: string, payload: string, requiresFlag: oneOf(string, nullValue), description: string},
  'an output with name, payload, requiresFlag and description',
);

const typeKey = object<TypeKey>(
  {
    name: string,
    appliesTo: string,
    default: optional(string),
    since: optional(version),
    deprecated: optional(oneOf(boolean, string)),
  },
  'a key with name and appliesTo',
);

const releaseEntry = object<ReleaseEntry>(
  {version, date: oneOf(isoDate, nullValue), changes: arrayOf(string), intermediate: optional(boolean)},
  'a release with version, date (or null) and changes',
);

const demo = object<DemoLink>({title: string, url}, 'a demo with title and url');

const keyboardEntry = object<KeyboardEntry>(
  {key: string, effect: string, since: optional(version), deprecated: optional(oneOf(boolean, string))},
  'a key binding with key and effect',
);

const behaviourNote = object<BehaviourNote>(
  {note: string, since: optional(version), deprecated: optional(oneOf(boolean, string))},
  'a behaviour note with note',
);

const discrepancy = object<Discrepancy>(
  {topic: string, readme: string, source: string, note: string},
  'a discrepancy with topic, readme, source and note',
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
  latestVersionDate: oneOf(isoDate, nullValue),
  releases: arrayOf(releaseEntry),
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
  supportedFrameworkVersions: object({readme: string, peerRange: string, builtWith: string, lowest: version}),
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
  examples: arrayOf(demo),
  roadmap: arrayOf(string),
  knownDiscrepancies: arrayOf(discrepancy),
  behaviourNotes: arrayOf(behaviourNote),
};

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

const frameworkId = matching(/^(angular|react|vue)$/, 'angular, react or vue') as Schema<
  FactsFile['announcedPackage']
>;

const factsFile = object<FactsFile>({
  announcedPackage: frameworkId,
  packages: object({angular: angularPackage, react: reactPackage, vue: vuePackage}),
  crossFramework: object<CrossFrameworkFacts>({featureMatrix: arrayOf(featureRow)}),
});

/** Semantic-version order: negative when `a` is older than `b` (0.0.5-beta.1 < 0.0.5). */
function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.split('-', 2);
    return {core: core.split('.').map(Number), pre};
  };
  const pa = parse(a);
  const pb = parse(b);
  for (let i = 0; i < 3; i += 1) {
    const diff = (pa.core[i] ?? 0) - (pb.core[i] ?? 0);
    if (diff !== 0) return diff;
  }
  if (pa.pre === pb.pre) return 0;
  if (pa.pre === undefined) return 1;
  if (pb.pre === undefined) return -1;
  return pa.pre < pb.pre ? -1 : 1;
}

/** The lists whose entries may carry `since`, with the field that labels an entry. */
const SINCE_LISTS = [
  'inputs',
  'outputs',
  'props',
  'customClassKeys',
  'customStyleKeys',
  'ariaKeys',
  'keyboard',
  'behaviourNotes',
] as const;

/**
 * What the shapes cannot say: every release named by `latestVersion`, a
 * `since` or a `previousDefault.until` is a release of that package, the
 * latest version is the newest release and carries its date, and no version
 * is listed twice. Runs only on a file whose shapes are valid.
 */
function releaseProblems(facts: FactsFile): string[] {
  const problems: string[] = [];
  for (const [id, pkg] of Object.entries(facts.packages) as [string, PackageFacts][]) {
    const at = `packages.${id}`;
    const versions = pkg.releases.map((r) => r.version);
    const known = new Set(versions);
    const listed = versions.join(', ');
    versions.forEach((v, i) => {
      if (versions.indexOf(v) !== i)
        problems.push(problem(`${at}.releases[${i}] ("${v}")`, 'version', `repeats release ${v}`));
    });
    const named = (path: string, field: string, version: string | undefined): void => {
      if (version !== undefined && !known.has(version))
        problems.push(
          problem(
            path,
            field,
            `is "${version}", which is no release of ${pkg.npmName} (releases: ${listed})`,
          ),
        );
    };
    named(at, 'latestVersion', pkg.latestVersion);
    const latest = pkg.releases.find((r) => r.version === pkg.latestVersion);
    const newest = pkg.releases
      .filter((r) => !r.intermediate)
      .map((r) => r.version)
      .sort(compareVersions)
      .at(-1);
    if (latest && newest && newest !== pkg.latestVersion)
      problems.push(
        problem(
          at,
          'latestVersion',
          `is "${pkg.latestVersion}", but release ${newest} is newer (expected ${newest})`,
        ),
      );
    if (latest && latest.date !== pkg.latestVersionDate)
      problems.push(
        problem(
          at,
          'latestVersionDate',
          `is ${JSON.stringify(pkg.latestVersionDate)}, but release ${latest.version} has date ${JSON.stringify(latest.date)}`,
        ),
      );
    const record = pkg as unknown as Record<string, unknown>;
    for (const list of SINCE_LISTS) {
      const entries = record[list];
      if (!Array.isArray(entries)) continue;
      entries.forEach((entry: Record<string, unknown>, i) => {
        const path = `${at}.${list}[${i}]${entryLabel(entry)}`;
        named(path, 'since', entry.since as string | undefined);
        const previous = entry.previousDefault as {until?: string} | undefined;
        if (previous) named(join(path, 'previousDefault'), 'until', previous.until);
      });
    }
    const relative = record.relativeSearch as {since?: string} | undefined;
    if (relative) named(join(at, 'relativeSearch'), 'since', relative.since);
    // A member's name is its row's anchor: two rows of one name would share it.
    for (const list of ['inputs', 'outputs', 'props']) {
      const entries = record[list];
      if (!Array.isArray(entries)) continue;
      const names = entries.map((entry: {name?: unknown}) => entry.name);
      names.forEach((name, i) => {
        const first = names.indexOf(name);
        if (first !== i)
          problems.push(
            problem(
              `${at}.${list}[${i}] (${JSON.stringify(name)})`,
              'name',
              `repeats ${list}[${first}]: a name is listed once per package (its row's anchor)`,
            ),
          );
      });
    }
  }
  return problems;
}

/** Every problem of the facts file, one message each (empty when it is valid). */
export function factsProblems(facts: unknown): string[] {
  const problems: string[] = [];
  factsFile.checkEntries(facts, '', problems);
  if (problems.length > 0) return problems;
  return releaseProblems(facts as FactsFile);
}

/** Error thrown for an invalid facts file; its message lists every problem. */
export class FactsFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The facts file does not have the shape the site relies on (src/data/types.ts). ` +
        `Fix ${FACTS_FILE_LABEL}:\n` +
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
