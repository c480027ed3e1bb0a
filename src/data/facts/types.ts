/**
 * The facts' types, inferred from ./schema.ts (so a field the types name is a field the build checked),
 * and the types of the modules pages import as `@facts/<name>` (./transform.ts).
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
type Of<S extends z.ZodType> = Facts<z.output<S>>;

/**
 * Fields only ./history.ts reads, and `size` (pages read `@facts/sizes`): the modules leave them out,
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
/** Fields only the search index (src/plugins/search-index) reads: the modules leave them out. */
export const SEARCH_ONLY_FIELDS = ['readerWords'] as const;
type SearchOnlyField = (typeof SEARCH_ONLY_FIELDS)[number];
/** An entry as the modules hold it: no history- or search-only field, and `since` absent for the first release. */
type AsPagesReadIt<T> = Omit<T, HistoryOnlyField | SearchOnlyField | 'since'> & {readonly since?: string};
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

export type FrameworkId = Of<typeof schema.frameworkId>;
export type MemberCategory = schema.MemberCategory;

export type Requirement = ApiMember['required'];
/** As pages read it: `since` only when a release after the first added it (`FactsFile` has every one). */
export type ApiMember = AsPagesReadIt<Of<typeof schema.apiMember>>;
export type OutputMember = AsPagesReadIt<Of<typeof schema.outputMember>>;
export type TypeKey = AsPagesReadIt<Of<typeof schema.typeKey>>;
export type DemoLink = Of<typeof schema.demoLink>;
export type ReleaseSize = Of<typeof schema.releaseSize>;
export type ReleaseRows = Of<typeof schema.releaseRows>;
export type TrialFigures = Of<typeof schema.trialFigures>;
export type KeyboardEntry = AsPagesReadIt<Of<typeof schema.keyboardEntry>>;
export type FeatureMatrixRow = Of<typeof schema.featureMatrixRow>;
export type CrossFrameworkFacts = Of<typeof schema.crossFrameworkFacts>;
export type FactsFile = Of<typeof schema.factsFileSchema>;

// The modules ./transform.ts writes.

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

/** A package's facts as the site reads them; `FullFactsOf<FrameworkId>` is the union `id` tells apart. */
export type FullFactsOf<F extends FrameworkId> = F extends FrameworkId
  ? PagesPackage<FactsFile['packages'][F]> & {
      readonly id: F;
      /** Every input's or prop's default, by name (prose quotes a few). */
      readonly memberDefaults: Readonly<Record<string, ApiMember['default']>>;
      /** The release that added each input or prop that has a `since`, by name (prose quotes a few). */
      readonly memberSince: Readonly<Record<string, string>>;
      /** What each release added, by version ("New prop `viewMoreText`."), from every `since`. */
      readonly additions: Readonly<Record<string, readonly string[]>>;
      /** Reference module only: the version lens of the API tables (./lens.ts). */
      readonly lens: LensFacts;
    }
  : never;

/** `@facts/<framework>`: what prose and the small islands read while the page hydrates. */
export type CoreFactsOf<F extends FrameworkId> = F extends FrameworkId
  ? Omit<FullFactsOf<F>, (typeof REFERENCE_KEYS)[number] | 'lens'>
  : never;

export type FullFacts = FullFactsOf<FrameworkId>;
export type CoreFacts = CoreFactsOf<FrameworkId>;

/** `@facts/summary`: the few fields the footer and the home page show, for every framework. */
export type FactsSummary = {
  readonly announcementId: string;
} & {
  readonly [F in FrameworkId]: {
    readonly npmName: string;
    readonly latestVersion: string;
    readonly latestVersionDate: string | null;
    readonly issuesUrl: string;
  };
};
