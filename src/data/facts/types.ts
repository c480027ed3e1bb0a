/**
 * Types of the package facts the site renders. They describe what the site
 * relies on in `src/data/library-facts.json`, the site's own facts file
 * (release-first: each package's latest version, its releases, and `since`
 * on every member, type key, keyboard key and behaviour note). The file may
 * hold more; its `maintainerNotes` never reach a page.
 *
 * The facts file's types are inferred from its schema
 * (src/data/facts/schema.ts, zod), the one description of the
 * file: the build checks the file against it, so a field the types name is a
 * field the build checked. The local plugin `src/plugins/library-facts` then
 * writes the modules that pages import as `@facts/<name>`:
 * - `@facts/<framework>` (`CoreFacts`): what prose and small islands read;
 * - `@facts/<framework>-reference` (`FullFacts`): the same plus the long lists
 *   (API members, type keys, demos, known discrepancies) for the islands that
 *   show them, which load it after hydration;
 * - `@facts/cross-framework` and `@facts/summary`.
 */
import type {z} from 'zod';
import type * as schema from './schema';
import type {HistoryList} from './history';
import type {LensFacts} from './lens';

/** The checked facts are read, never changed: every field and list of `T`, read-only. */
type Facts<T> = T extends readonly (infer U)[]
  ? readonly Facts<U>[]
  : T extends object
    ? {readonly [K in keyof T]: Facts<T[K]>}
    : T;
/** What a schema of ./schema.ts accepts, read-only. */
type Of<S extends z.ZodType> = Facts<z.output<S>>;

/**
 * The fields of the releases and members that only ./history.ts reads (behaviour changes, per-release
 * peer ranges and commits, earlier types and defaults), and each release's `size`, which pages read
 * from the small `@facts/sizes` (src/data/packageSize.ts): the modules leave them out (transform.ts),
 * bytes every docs page would carry. `previousDefault` stays: the API table and compare page show it.
 */
export const HISTORY_ONLY_FIELDS = [
  'behaviour',
  'peerDependencies',
  'commit',
  'size',
  'earlierDefaults',
  'previousType',
  'previousPayload',
  'members',
] as const;
type HistoryOnlyField = (typeof HISTORY_ONLY_FIELDS)[number];
/**
 * The fields only the search index (src/plugins/search-index) reads: each member's `readerWords`, the
 * words readers search it by. No page shows them: the modules leave them out (transform.ts).
 */
export const SEARCH_ONLY_FIELDS = ['readerWords'] as const;
type SearchOnlyField = (typeof SEARCH_ONLY_FIELDS)[number];
/** An entry as the modules hold it: no history- or search-only field, and `since` absent for the first release. */
type AsPagesReadIt<T> = Omit<T, HistoryOnlyField | SearchOnlyField | 'since'> & {readonly since?: string};
/** A package's facts as the modules hold them (transform.ts, `asPagesReadIt`). */
type PagesPackage<P> = {
  readonly [K in keyof P as K extends 'history' ? never : K]: K extends HistoryList | 'releases'
    ? P[K] extends readonly (infer E)[]
      ? readonly AsPagesReadIt<E>[]
      : P[K]
    : K extends 'behaviourNotes' | 'knownDiscrepancies'
      ? P[K] extends readonly (infer E)[]
        ? readonly Omit<E, 'members'>[]
        : P[K]
      : K extends 'contentProjection'
        ? P[K] extends readonly (infer E)[]
          ? readonly Omit<E, SearchOnlyField>[]
          : P[K]
        : K extends 'relativeSearch'
          ? P[K] extends {readonly options: readonly (infer E)[]}
            ? Omit<P[K], 'options'> & {readonly options: readonly Omit<E, SearchOnlyField>[]}
            : P[K]
          : P[K];
};

/** A framework id, in the site's canonical order (Angular, React, Vue). */
export type FrameworkId = Of<typeof schema.frameworkId>;
/** A category of the API pages (`MEMBER_CATEGORIES` of the schema). */
export type MemberCategory = schema.MemberCategory;

/** `true`, `false`, or a sentence such as "only for object items". */
export type Requirement = ApiMember['required'];
/**
 * One input (Angular) or prop (React, Vue) as pages read it. `default: null` means "not set";
 * `since` only when a release after the first added it. The facts file's own entries (every
 * `since`, the history fields) are `FactsFile`'s, which ./history.ts reads.
 */
export type ApiMember = AsPagesReadIt<Of<typeof schema.apiMember>>;
/** One Angular output. */
export type OutputMember = AsPagesReadIt<Of<typeof schema.outputMember>>;
/** One key of the custom class, custom style or ARIA objects. */
export type TypeKey = AsPagesReadIt<Of<typeof schema.typeKey>>;
export type DemoLink = Of<typeof schema.demoLink>;
/** What an app adds to its bundle when it imports a release (`releases[].size`, src/lib/packageSize). */
export type ReleaseSize = Of<typeof schema.releaseSize>;
/** The rows trial recorded on a release's package (`releases[].rows`, src/data/rowsTrial.ts). */
export type ReleaseRows = Of<typeof schema.releaseRows>;
export type TrialFigures = Of<typeof schema.trialFigures>;
export type KeyboardEntry = AsPagesReadIt<Of<typeof schema.keyboardEntry>>;
export type RelativeSearchOption = Omit<Of<typeof schema.relativeSearchOption>, SearchOnlyField>;
/** One row of `crossFramework.featureMatrix`: a feature and its value per framework. */
export type FeatureMatrixRow = Of<typeof schema.featureMatrixRow>;
export type CrossFrameworkFacts = Of<typeof schema.crossFrameworkFacts>;
/** The facts file, as far as the site reads it. */
export type FactsFile = Of<typeof schema.factsFileSchema>;

// ---------------------------------------------------------------------------
// The modules the plugin writes (src/data/facts/transform.ts)
// ---------------------------------------------------------------------------

/** The long lists, which only the islands that show them load (`@facts/<framework>-reference`). */
export const REFERENCE_KEYS = [
  'inputs',
  'outputs',
  'props',
  'knownDiscrepancies',
  'behaviourNotes',
  'examples',
  'customClassKeys',
  'customStyleKeys',
  'ariaKeys',
  'keyboard',
  'contentProjection',
] as const;

/**
 * A package's facts as the site reads them, with the framework id the plugin
 * adds (`FullFactsOf<FrameworkId>` is the union of the three, which `id` tells apart).
 */
export type FullFactsOf<F extends FrameworkId> = F extends FrameworkId
  ? PagesPackage<FactsFile['packages'][F]> & {
      readonly id: F;
      /** Every input's or prop's default, by name (prose quotes a few). */
      readonly memberDefaults: Readonly<Record<string, ApiMember['default']>>;
      /** The release that added each input or prop that has a `since`, by name (prose quotes a few). */
      readonly memberSince: Readonly<Record<string, string>>;
      /** What each release added, by version ("New prop `viewMoreText`."), from every `since`. */
      readonly additions: Readonly<Record<string, readonly string[]>>;
      /**
       * Reference module only: the removed members and earlier defaults and types
       * the API tables carry for the version lens (./lens.ts).
       */
      readonly lens: LensFacts;
    }
  : never;

/** `@facts/<framework>`: what prose and the small islands read while the page hydrates. */
export type CoreFactsOf<F extends FrameworkId> = F extends FrameworkId
  ? Omit<FullFactsOf<F>, (typeof REFERENCE_KEYS)[number] | 'lens'>
  : never;

/** Any framework's full facts. */
export type FullFacts = FullFactsOf<FrameworkId>;
/** Any framework's core facts. */
export type CoreFacts = CoreFactsOf<FrameworkId>;

/** `@facts/summary`: the few fields the footer and the home page show, for every framework. */
export type FactsSummary = {
  /** The announcement bar's id (src/data/announcement.ts). */
  readonly announcementId: string;
} & {
  readonly [F in FrameworkId]: {
    readonly npmName: string;
    readonly latestVersion: string;
    readonly latestVersionDate: string | null;
    /** Where a reader opens a new issue about this package. */
    readonly issuesUrl: string;
  };
};
