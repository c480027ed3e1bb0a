/**
 * The facts file described once (zod 4): the check, the types and the editors' JSON Schema come from
 * here (./README.md). Each schema carries the words its messages use for what it expects; fields the
 * site does not read are allowed and unchecked. What a shape cannot say is the refinement at the end.
 */
import semver from 'semver';
import * as z from 'zod';
import {HISTORY_LISTS, livesIn, livesOf} from './history';
import {defaultTokensIn, membersWithDefaults} from './defaultTokens';

/** What a value is, in words, for messages ("the number 42", "null", "an array"). */
export function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'number' ? 'the number' : typeof value} ${String(value)}`;
}

/** The words a schema's messages use for what it expects; lists read their items' words from here. */
const expectations = z.registry<{expected: string}>();

/** zod's `error`: the end of a message ("is missing (expected a string)"); ./validate.ts adds where. */
function expecting(expected: string, hint: (input: unknown) => string = () => '') {
  return {
    error: (issue: {input?: unknown}) =>
      `${issue.input === undefined ? 'is missing' : `is ${describe(issue.input)}`}${hint(issue.input)} (expected ${expected})`,
  };
}

/** The schema `make` builds with the `error` for `expected`, those words kept for the lists holding it. */
function said<T extends z.ZodType>(expected: string, make: (error: ReturnType<typeof expecting>) => T): T {
  const schema = make(expecting(expected));
  expectations.add(schema, {expected});
  return schema;
}

const text = (expected = 'a string') => said(expected, (error) => z.string(error));
const string = text();
const number = said('a number', (error) => z.number(error));
const boolean = said('true or false', (error) => z.boolean(error));

/** A string in a given format; the pattern also goes to the JSON Schema for editors. */
const matching = (pattern: RegExp, expected: string) =>
  said(expected, (error) => z.string(error).regex(pattern, error));

/** What `semver` accepts as a version (no build metadata), so every version here can be compared. */
const VERSION =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-(0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(\.(0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*)?$/;
const VERSION_WORDS = 'a version such as 10.2.3 or 0.1.0-beta.1';
const version = matching(VERSION, VERSION_WORDS);
const DATE_WORDS = 'a date such as 2025-01-31';
const date = (expected = DATE_WORDS) => said(expected, (error) => z.iso.date(error));
const url = matching(/^https:\/\/\S+$/, 'an https:// address');

/** One of two schemas; `expected` names both ("true or false or a string"). */
function either<A extends z.ZodType, B extends z.ZodType>(a: A, b: B) {
  const expected = `${expectations.get(a)!.expected} or ${expectations.get(b)!.expected}`;
  return said(expected, (error) => z.union([a, b], error));
}

const list = <T extends z.ZodType>(item: T) => {
  const expected = `a list, each ${expectations.get(item)?.expected ?? 'any value'}`;
  return said(expected, (error) => z.array(item, error));
};

const stringRecord = said('an object, each value a string', (error) => z.record(z.string(), string, error));

/** An object with at least these fields; with an `id`, the JSON Schema defines it once, under that name. */
function object<S extends z.ZodRawShape>(shape: S, expected = 'an object', id?: string) {
  const schema = said(expected, (error) => z.object(shape, error));
  if (id) z.globalRegistry.add(schema, {id});
  return schema;
}

const deprecated = either(boolean, string)
  .optional()
  .describe('true, or a sentence saying what to use instead, when the maintainers deprecated it');
const since = version.describe(
  'The first release that had it (a version of `releases`; the first release when it was there from the start)',
);

/** From what the facts say the member does, never from a test's question; the modules leave them out. */
const READER_WORDS =
  'the words a reader would search it by beyond its name, for the site search: what it does, in their words, such as "clear x erase reset the text"';
const readerWords = matching(/\S/, READER_WORDS).describe(
  "The words a reader would search it by, beyond its name: what it does, in readers' words (the site search adds them to its result; no page shows them)",
);

const previousValue = <V extends z.ZodType>(what: string, value: V) =>
  object({value, until: version}, 'an object with value and until')
    .optional()
    .describe(`The ${what} before a release changed it: \`value\` until (not including) release \`until\``);

// Closed sets: a misspelling is answered with the nearest valid value.

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

function didYouMean(value: string, valid: readonly string[]): string {
  const near = nearestOf(value, valid);
  return near ? `; did you mean "${near}"?` : '';
}

function closedSet<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  const expected = `${what}: ${values.join(', ')}`;
  const hint = (input: unknown) => (typeof input === 'string' ? didYouMean(input, values) : '');
  return said(expected, () => z.enum(values, expecting(expected, hint)));
}

/** The categories the API pages group members under (src/data/api.ts); outputs and callbacks have none. */
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

/**
 * The frameworks as literal types (the facts' closed set), in the site's one order; a unit test
 * holds it to src/data/frameworks.ts (tests/unit/library-facts.spec.ts, `announcedPackage`).
 */
export const FRAMEWORK_IDS = ['react', 'angular', 'vue'] as const;

export const frameworkId = closedSet(FRAMEWORK_IDS, 'one of the frameworks');
export const STYLESHEET_DELIVERIES = ['script-injected', 'imported-css-file', 'component-styles'] as const;
const memberCategory = closedSet(MEMBER_CATEGORIES, 'one of the member categories');

// The shapes the site relies on.

const DEFAULT_WORDS = 'a string, number, true, false, null, an array or an object';
export const defaultValue = said(DEFAULT_WORDS, (error) =>
  z.union(
    [z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()), z.record(z.string(), z.unknown())],
    error,
  ),
);

export const apiMember = object(
  {
    name: string,
    type: string,
    required: either(boolean, string).describe('true, false, or a sentence such as "only for object items"'),
    readmeSaysRequired: boolean
      .optional()
      .describe('true when the README marks it required but the component works without it'),
    default: defaultValue.describe('The default; null means "not set"'),
    category: memberCategory.describe('The section of the API page the member is listed under'),
    description: string,
    readerWords,
    since,
    deprecated,
    documentedInReadme: boolean.optional(),
    previousDefault: previousValue('default', defaultValue),
    earlierDefaults: list(object({value: defaultValue, until: version}, 'an object with value and until'))
      .optional()
      .describe(
        'Defaults older than `previousDefault`, oldest first: each `value` until (not including) its `until`',
      ),
    previousType: previousValue('type', string),
    readAtMount: boolean
      .optional()
      .describe(
        'true when the package reads it once, as the component mounts (a later change is not applied until it mounts again)',
      ),
  },
  'an input or prop with name, type, required, default, category, description, readerWords and since',
  'ApiMember',
);

export const outputMember = object(
  {
    name: string,
    payload: string,
    requiresFlag: text('a string or null')
      .nullable()
      .describe('The input that must be true for the output to fire, or null'),
    ignoresFlag: boolean
      .optional()
      .describe('true when the component ignores the input the README names and always fires the output'),
    documentedFlag: string
      .optional()
      .describe('The input the README names (with `ignoresFlag`: the one the component ignores)'),
    description: string,
    readerWords,
    since,
    previousPayload: previousValue('payload', string),
  },
  'an output with name, payload, requiresFlag, description, readerWords and since',
  'OutputMember',
);

export const typeKey = object(
  {name: string, appliesTo: string, default: string.optional(), readerWords, since, deprecated},
  'a key with name, appliesTo, readerWords and since',
  'TypeKey',
);

export const BEHAVIOUR_KINDS = ['fixed', 'changed'] as const;

const aboutMembers = list(string)
  .optional()
  .describe('The members it is about, by name (each must exist in the releases it is dated to)');

export const behaviourChange = object(
  {
    kind: closedSet(BEHAVIOUR_KINDS, 'one of the kinds of behaviour change'),
    change: string.describe("What users see differently, in readers' words"),
    members: aboutMembers,
  },
  'a behaviour change with kind and change',
  'BehaviourChange',
);

const sizeBytes = object(
  {
    minified: number.describe('Bytes of the minified output'),
    gzip: number.describe('Bytes of the same output gzipped (node:zlib, at `gzipLevel`)'),
  },
  'an object with minified and gzip',
  'SizeBytes',
);

/** Written by `npm run facts:import` (src/lib/packageSize), never by hand. */
export const releaseSize = object(
  {
    import: string.describe('The export the measured app imports (the NgModule, or the component)'),
    entry: string.describe(
      "The package's ES module file the import was read from (its package.json names it)",
    ),
    js: sizeBytes.describe('The JavaScript output'),
    css: sizeBytes
      .nullable()
      .describe(
        'The CSS output: the CSS files the module imports; null when it imports none (CSS a script injects, or Angular component styles, is in `js`)',
      ),
    external: list(string).describe(
      'Imports left to the app and not counted: the peer dependencies (and their subpaths) the module imports',
    ),
    leftOut: list(string).describe(
      'Imports not counted because the package declares them neither as a peer nor as an installed dependency',
    ),
    bundled: stringRecord
      .optional()
      .describe("The package's own dependencies counted in the figures, with the installed version measured"),
    tool: string.describe('The bundler and its version ("esbuild 0.28.2")'),
    gzipLevel: number.describe('The node:zlib gzip level'),
    measured: date().describe('The day it was measured'),
  },
  'a size with import, entry, js, css, external, leftOut, tool, gzipLevel and measured',
  'ReleaseSize',
);

export const trialFigures = object(
  {
    rows: number.describe('The generated rows the component was given'),
    virtual: boolean.describe("Virtual scroll on (the package's defaults) or off (every row rendered)"),
    openMs: number.describe('Milliseconds from the click in the field to the paint of the open list'),
    keystrokeMedianMs: number.describe('Median milliseconds from a key to the paint of the filtered list'),
    keystrokeP95Ms: number.describe('95th percentile of the same, over the typed word'),
    rendered: number.describe('Rows in the page once the list was open'),
    usable: boolean.describe('Every step painted within 100 ms'),
  },
  'a run with rows, virtual, openMs, keystrokeMedianMs, keystrokeP95Ms, rendered and usable',
  'TrialFigures',
);

/** Written by tests/packages/rows.spec.ts (RECORD_ROWS=1), never by hand. */
export const releaseRows = object(
  {
    measured: date().describe('The day it was measured'),
    browser: string.describe('The browser and its version ("Chromium 143.0.7499.4")'),
    cpuIndex: number.describe("The machine's CPU index (Lighthouse's benchmarkIndex)"),
    cpuSlowdown: number.describe('The CPU slowdown the bench sets for that index, applied while measuring'),
    word: string.describe('The word typed, one key at a time'),
    runs: list(trialFigures).describe('Each size, with virtual scroll on and off'),
  },
  'a recording with measured, browser, cpuIndex, cpuSlowdown, word and runs',
  'ReleaseRows',
);

export const releaseEntry = object(
  {
    version,
    date: date(`${DATE_WORDS} or null`)
      .nullable()
      .describe('ISO date, or null when the release date is not published'),
    changes: list(string).describe(
      "What changed, in readers' words (new members are listed from their `since`)",
    ),
    intermediate: boolean
      .optional()
      .describe('A version number used while work was in progress, never announced'),
    behaviour: list(behaviourChange)
      .optional()
      .describe(
        'Behaviour fixed or changed in this release (members added, removed or renamed are on the members)',
      ),
    peerDependencies: stringRecord
      .optional()
      .describe("The release's peer framework ranges, where its history records them"),
    commit: matching(/^[0-9a-f]{7,40}$/, 'a git commit hash')
      .optional()
      .describe("The commit of the package's repository the release was made from"),
    size: releaseSize
      .optional()
      .describe(
        'What an app adds to its bundle when it imports this release, measured from its tarball by `npm run facts:import`; absent when not measured',
      ),
    rows: releaseRows
      .optional()
      .describe(
        'How many rows the release takes: the rows trial run on its package by `check:packages`; absent when not measured',
      ),
  },
  'a release with version, date (or null) and changes',
  'ReleaseEntry',
);

export const demoLink = object({title: string, url}, 'a demo with title and url', 'DemoLink');

export const keyboardEntry = object(
  {key: string, effect: string, readerWords, since, deprecated},
  'a key binding with key, effect, readerWords and since',
  'KeyboardEntry',
);

/** Pages date a note from these (src/data/heldIn.ts), never from the latest version. */
const noteSince = version
  .optional()
  .describe(
    'The first release the note holds for (a version of `releases`); absent when it holds since the first release',
  );
const fixedIn = version
  .optional()
  .describe(
    'The first release the note no longer holds for (a version of `releases`, after `since`); absent while it holds in the latest release',
  );

export const behaviourNote = object(
  {
    note: string.describe(
      'The sentence readers get, without a version: pages date it from `since` and `fixedIn`',
    ),
    topic: string
      .optional()
      .describe('A short name pages use to show the note\'s dates (`<HeldIn topic="..." />`)'),
    since: noteSince,
    fixedIn,
    deprecated,
    members: aboutMembers,
  },
  'a behaviour note with note',
  'BehaviourNote',
);

export const discrepancy = object(
  {
    topic: string,
    readme: string.describe('What the README says'),
    source: string.describe('What the package does'),
    note: string.describe(
      'The sentence readers get (the Known limitations list), without a version: pages date it from `since` and `fixedIn`',
    ),
    since: noteSince,
    fixedIn,
    members: aboutMembers,
  },
  'a discrepancy with topic, readme, source and note',
  'Discrepancy',
);

/** An Angular content-projection slot (`[customSpinner]`...). */
export const projectionSlot = object(
  {selector: string, location: string, shownWhen: string, example: string, readerWords},
  'a projection slot with selector, location, shownWhen, example and readerWords',
  'ProjectionSlot',
);

/** Windowed rendering facts (the numeric defaults are the members' defaults). */
export const virtualScrollFacts = object({
  debounceMs: number,
  afterAppend: string,
  scrollToTopReset: string,
  bug: string.optional().describe('Known defect in the source, if any'),
  readmeVsCode: string.optional().describe('Where the README and the code disagree, if they do'),
});

export const HISTORY_SOURCES = ['repository', 'release notes'] as const;

export const removedMember = object(
  {
    list: closedSet(HISTORY_LISTS, 'one of the lists of members'),
    name: string.describe('Its name (for a keyboard entry, the key)'),
    since,
    removed: version.describe('The first release without it (a version of `releases`, after `since`)'),
    renamedTo: string
      .optional()
      .describe('The member of the same list that replaces it, when the release renamed it'),
    type: string.optional().describe('Its type (or payload) in the releases that had it'),
    default: defaultValue.optional().describe('Its default in the last release that had it'),
    description: string.optional(),
    readerWords: readerWords
      .optional()
      .describe(
        "Its `readerWords` when it was listed (the upgrade guide's result for its old name carries them)",
      ),
  },
  'a removed member with list, name, since and removed',
  'RemovedMember',
);

export const packageHistory = object(
  {
    sources: list(
      object(
        {
          source: closedSet(HISTORY_SOURCES, 'one of the sources of a history'),
          releases: list(version).describe('The releases whose changes come from this source'),
          detail: string.describe('Which tags, commits or notes, and what was read in them'),
        },
        'a source with source, releases and detail',
        'HistorySource',
      ),
    ),
    sinceMethod: string.describe("How each member's `since` was decided from the sources"),
    removedMembers: list(removedMember),
  },
  'a history with sources, sinceMethod and removedMembers',
  'PackageHistory',
);

const packageShape = {
  npmName: string,
  latestVersion: version.describe('The latest published release; an entry of `releases`'),
  latestVersionDate: date(`${DATE_WORDS} or null`)
    .nullable()
    .describe('Its date, or null when the release date is not published'),
  releases: list(releaseEntry).describe('Every release, any order (pages sort them newest first)'),
  license: string,
  licenseHolder: string,
  author: string,
  repository: url,
  homepage: url,
  sponsorUrl: url,
  summary: string,
  install: string,
  importStatement: string,
  peerDependencies: stringRecord,
  dependencies: stringRecord,
  supportedFrameworkVersions: object({
    readme: string,
    peerRange: string,
    builtWith: string,
    lowest: version.describe(
      'The lowest framework version the package claims to work with (README and peer range read together)',
    ),
  }),
  customTypeNames: object({classes: string, styles: string, aria: string.optional(), styleValueType: string}),
  customClassKeys: list(typeKey),
  customStyleKeys: list(typeKey),
  ariaKeys: list(typeKey),
  ariaBehaviour: list(string),
  keyboard: list(keyboardEntry),
  /** How the component's key handling works. */
  keyboardNotes: list(string),
  /** What its key handling does not do (no Home/End, a highlight that is not focus...). */
  keyboardGaps: list(string),
  virtualScroll: virtualScrollFacts,
  domStructure: object({hardcodedIds: list(string)}),
  tests: object({framework: string, count: number}),
  examples: list(demoLink),
  roadmap: list(string),
  knownDiscrepancies: list(discrepancy),
  behaviourNotes: list(behaviourNote),
  history: packageHistory.describe(
    "Where the releases' history was read, and the members releases removed or renamed",
  ),
  stylesheet: closedSet(STYLESHEET_DELIVERIES, 'one of the ways a package delivers its styles').describe(
    "How the package's CSS reaches a page: `script-injected` (its module adds a <style> when imported), " +
      '`imported-css-file` (its module imports a CSS file, which a bundler includes and an ES module CDN serves apart), ' +
      "`component-styles` (Angular's component styles, added by the framework)",
  ),
};

export const angularPackage = object({
  ...packageShape,
  inputs: list(apiMember),
  outputs: list(outputMember),
  contentProjection: list(projectionSlot),
});

export const reactPackage = object({
  ...packageShape,
  props: list(apiMember),
  callbacks: string.describe('"Events are plain function props: a, b, c."'),
  callbackNames: list(string).describe('The props `callbacks` names, in its order'),
  slotsNote: string,
});

export const relativeSearchOption = object(
  {name: string, type: string, description: string, readerWords},
  'an option with name, type, description and readerWords',
  'RelativeSearchOption',
);

export const vuePackage = object({
  ...packageShape,
  props: list(apiMember),
  emits: list(z.unknown()),
  emitsNote: string,
  callbackNames: list(string).describe(
    'The function props `emitsNote` names (they replace emits), in its order',
  ),
  relativeSearch: object({
    since: version,
    location: string,
    prerequisite: string,
    valueTrue: string,
    options: list(relativeSearchOption),
    caveats: list(string),
  }),
  notExportedTypes: list(string),
});

export const featureMatrixRow = object(
  {feature: string, angular: string, react: string, vue: string},
  'a feature row with feature, angular, react and vue',
  'FeatureMatrixRow',
);

export const namingDifference = object(
  {
    concept: string,
    angular: string,
    react: string,
    vue: string,
    members: object(
      {angular: list(string), react: list(string), vue: list(string)},
      'an object with angular, react and vue, each a list of member names',
    ).describe("The inputs, outputs or props each framework's words name, in their order"),
  },
  'a naming difference with concept, angular, react, vue and members',
  'NamingDifference',
);

export const crossFrameworkFacts = object({
  featureMatrix: list(featureMatrixRow),
  namingDifferences: list(namingDifference),
});

// What the shapes cannot say.

const SINCE_LISTS = [...HISTORY_LISTS, 'behaviourNotes', 'knownDiscrepancies'] as const;

const NOTE_LISTS = ['knownDiscrepancies', 'behaviourNotes'] as const;

const MEMBER_LISTS = ['inputs', 'outputs', 'props'] as const;

type Entry = {
  readonly name?: unknown;
  readonly topic?: unknown;
  readonly since?: string;
  readonly fixedIn?: string;
  readonly previousDefault?: {until: string};
};

/**
 * Every version named is a release of its package, the latest is the newest and carries its date, a
 * note's topic is its own, and every member name (callbackNames, namingDifferences) exists once.
 */
function releasesAndNames(facts: z.output<typeof factsShape>, ctx: z.RefinementCtx): void {
  const issue = (path: PropertyKey[], message: string) =>
    ctx.addIssue({code: 'custom', path, message, input: undefined});
  for (const [id, pkg] of Object.entries(facts.packages)) {
    const at = ['packages', id];
    const report = (path: PropertyKey[], message: string) => issue([...at, ...path], message);
    const versions = pkg.releases.map((r) => r.version);
    const known = new Set(versions);
    versions.forEach((v, i) => {
      if (versions.indexOf(v) !== i) report(['releases', i, 'version'], `repeats release ${v}`);
    });
    const named = (path: PropertyKey[], v: string | undefined): void => {
      if (v !== undefined && !known.has(v))
        report(path, `is "${v}", which is no release of ${pkg.npmName} (releases: ${versions.join(', ')})`);
    };
    named(['latestVersion'], pkg.latestVersion);
    const latest = pkg.releases.find((r) => r.version === pkg.latestVersion);
    const newest = semver.sort(pkg.releases.filter((r) => !r.intermediate).map((r) => r.version)).at(-1);
    if (latest && newest && newest !== pkg.latestVersion)
      report(
        ['latestVersion'],
        `is "${pkg.latestVersion}", but release ${newest} is newer (expected ${newest})`,
      );
    if (latest && latest.date !== pkg.latestVersionDate)
      report(
        ['latestVersionDate'],
        `is ${JSON.stringify(pkg.latestVersionDate)}, but release ${latest.version} has date ${JSON.stringify(latest.date)}`,
      );
    const lists = pkg as unknown as Readonly<Record<string, readonly Entry[] | undefined>>;
    for (const list of SINCE_LISTS) {
      lists[list]?.forEach((entry, i) => {
        named([list, i, 'since'], entry.since);
        if (entry.previousDefault) named([list, i, 'previousDefault', 'until'], entry.previousDefault.until);
      });
    }
    // A note holds from its `since` up to its `fixedIn`: the fix comes after the first release it holds for.
    for (const list of NOTE_LISTS) {
      lists[list]?.forEach((entry, i) => {
        if (entry.fixedIn === undefined || !known.has(entry.fixedIn)) {
          named([list, i, 'fixedIn'], entry.fixedIn);
          return;
        }
        const first = entry.since ?? semver.sort([...versions])[0];
        if (first !== undefined && known.has(first) && !semver.gt(entry.fixedIn, first))
          report(
            [list, i, 'fixedIn'],
            entry.since === undefined
              ? `is "${entry.fixedIn}", the first release of ${pkg.npmName}: a note fixed there holds for no release (expected a later release, or no note)`
              : `is "${entry.fixedIn}", which is not after its since "${entry.since}" (expected a release after ${entry.since})`,
          );
      });
    }
    // A page names a note by its topic (`<HeldIn topic="..." />`), the list by `data-topic`: one note a topic.
    const topics = NOTE_LISTS.flatMap((list) =>
      (lists[list] ?? []).flatMap((entry, i) =>
        entry.topic === undefined ? [] : [{list, i, topic: entry.topic}],
      ),
    );
    topics.forEach(({list, i, topic}, at) => {
      if (topics.findIndex((other) => other.topic === topic) !== at)
        report(
          [list, i, 'topic'],
          `repeats the topic "${String(topic)}" of another note of ${pkg.npmName} (expected a topic of its own)`,
        );
    });
    if ('relativeSearch' in pkg) named(['relativeSearch', 'since'], pkg.relativeSearch.since);
    historyAgreesWithItself(pkg, known, report);
    for (const list of MEMBER_LISTS) {
      const names = lists[list]?.map((entry) => entry.name) ?? [];
      names.forEach((name, i) => {
        const first = names.indexOf(name);
        if (first !== i)
          report(
            [list, i, 'name'],
            `repeats ${list}[${first}]: a name is listed once per package (its row's anchor)`,
          );
      });
    }
    // Names the pages look up as members: a misspelt one would drop a row from its group silently.
    const memberNames = MEMBER_LISTS.flatMap((list) => lists[list]?.map((entry) => String(entry.name)) ?? []);
    const aMember = (path: PropertyKey[], name: string): void => {
      if (!memberNames.includes(name))
        issue(path, `is "${name}", which is no member of ${pkg.npmName}${didYouMean(name, memberNames)}`);
    };
    if ('callbackNames' in pkg)
      pkg.callbackNames.forEach((name, i) => aMember([...at, 'callbackNames', i], name));
    facts.crossFramework.namingDifferences.forEach((difference, d) =>
      difference.members[id as (typeof FRAMEWORK_IDS)[number]].forEach((name, i) =>
        aMember(['crossFramework', 'namingDifferences', d, 'members', id, i], name),
      ),
    );
  }
}

type Report = (path: PropertyKey[], message: string) => void;
type PackageOutput =
  z.output<typeof angularPackage> | z.output<typeof reactPackage> | z.output<typeof vuePackage>;

/** A member's name in its list (keyboard entries are named by their key). */
const nameOf = (entry: {readonly name?: unknown; readonly key?: unknown}): string =>
  String(entry.name ?? entry.key);

/** The package's history does not contradict itself (each check below says what it holds). */
function historyAgreesWithItself(pkg: PackageOutput, known: ReadonlySet<string>, report: Report): void {
  const name = pkg.npmName;
  const order = semver.sort([...known]);
  const first = order[0];
  const isRelease = (v: string | undefined): v is string => v !== undefined && known.has(v);
  const noRelease = (v: string) =>
    `is "${v}", which is no release of ${name} (releases: ${order.join(', ')})`;
  const lists = pkg as unknown as Readonly<Record<string, readonly Record<string, unknown>[] | undefined>>;

  const lives = livesOf(pkg).filter((life) => isRelease(life.since));
  /** Why `member` cannot be named in release `v`, or nothing when it exists there. */
  const absence = (member: string, v: string): string | undefined => {
    // A member whose own since or removal is no release is reported there, not where it is named.
    if (
      HISTORY_LISTS.some((list) =>
        (lists[list] ?? []).some((entry) => nameOf(entry) === member && !isRelease(String(entry.since))),
      )
    )
      return undefined;
    const its = lives.filter((life) => life.name === member);
    if (its.length === 0)
      return `names "${member}", which is no member of ${name}${didYouMean(member, [...new Set(lives.map((life) => life.name))])}`;
    if (its.some((life) => livesIn(life, v))) return undefined;
    const later = its.find((life) => semver.gt(life.since, v));
    if (later)
      return `names "${member}" in release ${v}, but ${name} has it only since ${later.since} (a member is not used before its since)`;
    const gone = its.find((life) => life.removed && semver.gte(v, life.removed));
    return `names "${member}" in release ${v}, but ${name} removed it in ${gone?.removed ?? '?'}`;
  };

  // Default, type and payload changes: after the member's since, each changing the value.
  for (const list of HISTORY_LISTS) {
    (lists[list] ?? []).forEach((entry, i) => {
      const since = String(entry.since);
      const at = (field: string) => [
        list,
        i,
        ...field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
      ];
      const changes: {field: string; value: unknown; until: string}[] = [];
      const earlier = (entry.earlierDefaults ?? []) as readonly {value: unknown; until: string}[];
      earlier.forEach((change, e) => changes.push({field: `earlierDefaults.${e}`, ...change}));
      const previous = entry.previousDefault as {value: unknown; until: string} | undefined;
      if (previous) changes.push({field: 'previousDefault', ...previous});
      else if (earlier.length > 0)
        report(
          at('earlierDefaults'),
          'is given without a previousDefault (expected the latest change in previousDefault)',
        );
      for (const field of ['previousType', 'previousPayload']) {
        const change = entry[field] as {value: unknown; until: string} | undefined;
        if (change) {
          const now = field === 'previousType' ? entry.type : entry.payload;
          if (isRelease(change.until) && isRelease(since) && !semver.gt(change.until, since))
            report(
              at(`${field}.until`),
              `is "${change.until}", not after its since "${since}": it changed before the member existed (expected a release after ${since})`,
            );
          if (change.value === now)
            report(
              at(`${field}.value`),
              `is ${JSON.stringify(now)}, the value it changed to in ${change.until} (expected the one before ${change.until})`,
            );
        }
      }
      // Oldest first: each default change comes after the member's since and after the one before.
      let after = since;
      changes.forEach((change, c) => {
        if (!isRelease(change.until) || !isRelease(after)) return;
        if (!semver.gt(change.until, after))
          report(
            at(`${change.field}.until`),
            after === since
              ? `is "${change.until}", not after its since "${since}": the default changed before the member existed (expected a release after ${since})`
              : `is "${change.until}", not after the earlier default change in ${after} (expected the changes oldest first)`,
          );
        after = change.until;
        const next = changes[c + 1];
        const newValue = next ? next.value : entry.default;
        if (JSON.stringify(change.value) === JSON.stringify(newValue))
          report(
            at(`${change.field}.value`),
            `is ${JSON.stringify(change.value)}, the default it changed to in ${change.until}: the old value of a default change is the default before it (expected the default before ${change.until})`,
          );
      });
    });
  }

  // Removals: after the since, once per life, renamed to a member of that release.
  pkg.history.removedMembers.forEach((entry, i) => {
    const at = (field: string) => ['history', 'removedMembers', i, field];
    if (!isRelease(entry.since) || !isRelease(entry.removed)) {
      for (const field of ['since', 'removed'] as const)
        if (!known.has(entry[field])) report(at(field), noRelease(entry[field]));
      return;
    }
    if (!semver.gt(entry.removed, entry.since)) {
      report(
        at('removed'),
        `is "${entry.removed}", not after its since "${entry.since}": ${entry.list} "${entry.name}" is removed before it was added (expected a release after ${entry.since})`,
      );
      return;
    }
    const current = (lists[entry.list] ?? []).findIndex(
      (other) =>
        nameOf(other) === entry.name &&
        isRelease(String(other.since)) &&
        semver.lt(String(other.since), entry.removed),
    );
    if (current !== -1)
      report(
        at('removed'),
        `is "${entry.removed}", but ${entry.list}[${current}] "${entry.name}" is still listed, since ${String(lists[entry.list]![current]!.since)} (a member removed in ${entry.removed} is not listed, or is listed again from ${entry.removed} on)`,
      );
    pkg.history.removedMembers.forEach((other, j) => {
      if (
        j < i &&
        other.list === entry.list &&
        other.name === entry.name &&
        isRelease(other.since) &&
        isRelease(other.removed) &&
        semver.lt(other.since, entry.removed) &&
        semver.lt(entry.since, other.removed)
      )
        report(
          at('removed'),
          `is "${entry.removed}", but removedMembers[${j}] already removed ${entry.list} "${entry.name}" in ${other.removed} (a member is removed once)`,
        );
    });
    if (entry.renamedTo !== undefined) {
      const replacement = lives.find(
        (life) => life.list === entry.list && life.name === entry.renamedTo && livesIn(life, entry.removed),
      );
      if (!replacement)
        report(
          at('renamedTo'),
          `is "${entry.renamedTo}", which is no member of ${entry.list} of ${name} in release ${entry.removed} (expected the member that replaces "${entry.name}" there)`,
        );
    }
  });

  // Behaviour changes and dated notes name members that exist when they are dated.
  pkg.releases.forEach((release, r) =>
    release.behaviour?.forEach((change, c) =>
      change.members?.forEach((member, m) => {
        const problem = absence(member, release.version);
        if (problem) report(['releases', r, 'behaviour', c, 'members', m], problem);
      }),
    ),
  );
  for (const list of NOTE_LISTS) {
    (pkg[list] as readonly {since?: string; members?: readonly string[]}[]).forEach((note, n) => {
      const from = note.since ?? first;
      if (!isRelease(from)) return;
      note.members?.forEach((member, m) => {
        const problem = absence(member, from);
        if (problem) report([list, n, 'members', m], problem);
      });
    });
  }

  // Each release is read from one source.
  const read = new Map<string, number>();
  pkg.history.sources.forEach((source, s) =>
    source.releases.forEach((v, i) => {
      const at = ['history', 'sources', s, 'releases', i];
      if (!known.has(v)) report(at, noRelease(v));
      else if (read.has(v))
        report(
          at,
          `is "${v}", which sources[${read.get(v)}] already names (a release is read from one source)`,
        );
      else read.set(v, s);
    }),
  );
  // A `{default:<member>}` in the package's prose names a member whose default it shows.
  const withDefault = new Set(
    membersWithDefaults(pkg as unknown as Record<string, unknown>).map((m) => m.name),
  );
  const tokens = (value: unknown, path: PropertyKey[]): void => {
    if (typeof value === 'string') {
      for (const name of defaultTokensIn(value))
        if (!withDefault.has(name))
          report(
            path,
            `names {default:${name}}, but ${pkg.npmName} has no input or prop "${name}"${didYouMean(name, [...withDefault])} (a default named in prose is read from its member)`,
          );
    } else if (Array.isArray(value)) value.forEach((entry, i) => tokens(entry, [...path, i]));
    else if (typeof value === 'object' && value !== null)
      for (const [key, entry] of Object.entries(value)) tokens(entry, [...path, key]);
  };
  tokens(pkg, []);
  pkg.releases.forEach((release, r) => {
    if (known.has(release.version) && !read.has(release.version))
      report(
        ['releases', r, 'version'],
        `is "${release.version}", which no entry of history.sources names (add it to the releases of the source it was read from: the repository's tags, or the release notes)`,
      );
  });

  // The latest release's peer ranges, where recorded, are the package's.
  const latestIndex = pkg.releases.findIndex((release) => release.version === pkg.latestVersion);
  const latestPeers = pkg.releases[latestIndex]?.peerDependencies;
  if (latestPeers && JSON.stringify(latestPeers) !== JSON.stringify(pkg.peerDependencies))
    report(
      ['releases', latestIndex, 'peerDependencies'],
      `is ${JSON.stringify(latestPeers)}, but the package's peerDependencies (its latest release's) are ${JSON.stringify(pkg.peerDependencies)}`,
    );
}

const factsShape = object({
  $schema: string
    .optional()
    .describe(
      'The JSON Schema editors check this file against (library-facts.schema.json, `npm run data:schema`)',
    ),
  announcedPackage: frameworkId.describe('The package whose latest release the announcement bar announces'),
  packages: object({angular: angularPackage, react: reactPackage, vue: vuePackage}),
  crossFramework: crossFrameworkFacts,
});

/** The whole facts file: the shapes, then (when they are right) the releases and names. */
export const factsFileSchema = factsShape.superRefine(releasesAndNames, {
  // Not after any problem, even one zod lets checks continue past (a malformed version).
  when: (payload) => payload.issues.length === 0,
});

export const JSON_SCHEMA_PATH = 'src/data/library-facts.schema.json';

/** Draft-07, which every JSON-schema-aware editor reads; input mode keeps objects open. */
export function factsJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(factsFileSchema, {target: 'draft-07', io: 'input'}),
    title: 'Package facts of the Autocomplete Plugins site (src/data/facts/schema.ts)',
  };
}
