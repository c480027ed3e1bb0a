/**
 * Types of the package facts the site renders. They describe what the site
 * relies on in `src/data/library-facts.json`, the site's own facts file
 * (release-first: each package's latest version, its releases, and `since`
 * on every member, type key, keyboard key and behaviour note). The file may
 * hold more; its `maintainerNotes` never reach a page.
 *
 * The local plugin `src/plugins/library-facts` checks the file against these
 * shapes (its schema is type-checked against them, so the two cannot drift),
 * then writes the modules that pages import as `@facts/<name>`:
 * - `@facts/<framework>` (`CoreFacts`): what prose and small islands read;
 * - `@facts/<framework>-reference` (`FullFacts`): the same plus the long lists
 *   (API members, type keys, demos, known discrepancies) for the islands that
 *   show them, which load it after hydration;
 * - `@facts/cross-framework` and `@facts/summary`.
 */

/** A framework id, in the site's canonical order (Angular, React, Vue). */
export type FrameworkId = 'angular' | 'react' | 'vue';

/** `true`, `false`, or a sentence such as "only for object items". */
export type Requirement = boolean | string;

/** One input (Angular) or prop (React, Vue). `default: null` means "not set". */
export interface ApiMember {
  readonly name: string;
  readonly type: string;
  readonly required: Requirement;
  readonly default: string | number | boolean | null | readonly unknown[] | Record<string, unknown>;
  readonly category: string;
  readonly description: string;
  /** Version that added the member; absent when it has existed since the first release. */
  readonly since?: string;
  /** `true`, or a sentence saying what to use instead, when the maintainers deprecated the member. */
  readonly deprecated?: boolean | string;
  readonly documentedInReadme?: boolean;
  /** The default before a release changed it: `value` until (not including) release `until`. */
  readonly previousDefault?: {readonly value: ApiMember['default']; readonly until: string};
}

/** One Angular output. */
export interface OutputMember {
  readonly name: string;
  readonly payload: string;
  /** The input that must be true for the output to fire, or null. */
  readonly requiresFlag: string | null;
  readonly description: string;
}

/** One key of the custom class, custom style or ARIA objects. */
export interface TypeKey {
  readonly name: string;
  readonly appliesTo: string;
  readonly default?: string;
  readonly since?: string;
  readonly deprecated?: boolean | string;
}

/** One published release. */
export interface ReleaseEntry {
  readonly version: string;
  /** ISO date, or null when the release date is not published. */
  readonly date: string | null;
  /** What changed, in readers' words (new members are listed from their `since`). */
  readonly changes: readonly string[];
  /** A version number used while work was in progress, never announced (Angular 2.1.0). */
  readonly intermediate?: boolean;
}

export interface DemoLink {
  readonly title: string;
  readonly url: string;
}

/** Something the package does that readers should know, in readers' words. */
export interface BehaviourNote {
  readonly note: string;
  readonly since?: string;
  readonly deprecated?: boolean | string;
}

export interface KeyboardEntry {
  readonly key: string;
  readonly effect: string;
  readonly since?: string;
  readonly deprecated?: boolean | string;
}

/** Where the README says one thing and the published package does another. */
export interface Discrepancy {
  readonly topic: string;
  /** What the README says. */
  readonly readme: string;
  /** What the package does. */
  readonly source: string;
  /** The sentence readers get (the Known limitations list). */
  readonly note: string;
}

/** An Angular content-projection slot (`[customSpinner]`...). */
export interface ProjectionSlotFacts {
  readonly selector: string;
  readonly location: string;
  readonly shownWhen: string;
  readonly example: string;
}

/** Windowed rendering facts (the numeric defaults are the members' defaults). */
export interface VirtualScrollFactsEntry {
  readonly debounceMs: number;
  readonly afterAppend: string;
  readonly scrollToTopReset: string;
  /** Known defect in the source, if any. */
  readonly bug?: string;
  /** Where the README and the code disagree, if they do. */
  readonly readmeVsCode?: string;
}

/** The part of one package's facts every framework shares. */
export interface PackageFacts {
  readonly npmName: string;
  /** The latest published release; an entry of `releases`. */
  readonly latestVersion: string;
  /** Its date, or null when the release date is not published. */
  readonly latestVersionDate: string | null;
  /** Every release, any order (pages sort them newest first). */
  readonly releases: readonly ReleaseEntry[];
  readonly license: string;
  readonly licenseHolder: string;
  readonly author: string;
  readonly repository: string;
  readonly homepage: string;
  readonly sponsorUrl: string;
  readonly summary: string;
  readonly install: string;
  readonly importStatement: string;
  readonly peerDependencies: Readonly<Record<string, string>>;
  readonly dependencies: Readonly<Record<string, string>>;
  readonly supportedFrameworkVersions: {
    readonly readme: string;
    readonly peerRange: string;
    readonly builtWith: string;
    /** The lowest framework version the package claims to work with (README and peer range read together). */
    readonly lowest: string;
  };
  readonly customTypeNames: {
    readonly classes: string;
    readonly styles: string;
    readonly aria?: string;
    readonly styleValueType: string;
  };
  readonly customClassKeys: readonly TypeKey[];
  readonly customStyleKeys: readonly TypeKey[];
  readonly ariaKeys: readonly TypeKey[];
  readonly ariaBehaviour: readonly string[];
  readonly keyboard: readonly KeyboardEntry[];
  readonly keyboardNotes: readonly string[];
  readonly virtualScroll: VirtualScrollFactsEntry;
  readonly domStructure: {readonly hardcodedIds: readonly string[]};
  readonly tests: {readonly framework: string; readonly count: number};
  readonly examples: readonly DemoLink[];
  readonly roadmap: readonly string[];
  readonly knownDiscrepancies: readonly Discrepancy[];
  readonly behaviourNotes: readonly BehaviourNote[];
}

export interface AngularPackageFacts extends PackageFacts {
  readonly inputs: readonly ApiMember[];
  readonly outputs: readonly OutputMember[];
  readonly contentProjection: readonly ProjectionSlotFacts[];
}

export interface ReactPackageFacts extends PackageFacts {
  readonly props: readonly ApiMember[];
  /** "Events are plain function props: a, b, c." */
  readonly callbacks: string;
  readonly slotsNote: string;
}

export interface RelativeSearchOption {
  readonly name: string;
  readonly type: string;
  readonly description: string;
}

export interface VuePackageFacts extends PackageFacts {
  readonly props: readonly ApiMember[];
  readonly emits: readonly unknown[];
  readonly emitsNote: string;
  readonly relativeSearch: {
    readonly since: string;
    readonly location: string;
    readonly prerequisite: string;
    readonly valueTrue: string;
    readonly options: readonly RelativeSearchOption[];
    readonly caveats: readonly string[];
  };
  readonly notExportedTypes: readonly string[];
}

/** One row of `crossFramework.featureMatrix`: a feature and its value per framework. */
export interface FeatureMatrixRow {
  readonly feature: string;
  readonly angular: string;
  readonly react: string;
  readonly vue: string;
}

export interface CrossFrameworkFacts {
  readonly featureMatrix: readonly FeatureMatrixRow[];
}

/** The facts file, as far as the site reads it. */
export interface FactsFile {
  /** The package whose latest release the announcement bar announces. */
  readonly announcedPackage: FrameworkId;
  readonly packages: {
    readonly angular: AngularPackageFacts;
    readonly react: ReactPackageFacts;
    readonly vue: VuePackageFacts;
  };
  readonly crossFramework: CrossFrameworkFacts;
}

// ---------------------------------------------------------------------------
// The modules the plugin writes (src/plugins/library-facts/transform.ts)
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

export type ReferenceKey = (typeof REFERENCE_KEYS)[number];

/**
 * A package's facts as the site reads them, with the framework id the plugin
 * adds (`FullFactsOf<FrameworkId>` is the union of the three, which `id` tells apart).
 */
export type FullFactsOf<F extends FrameworkId> = F extends FrameworkId
  ? FactsFile['packages'][F] & {
      readonly id: F;
      /** Every input's or prop's default, by name (prose quotes a few). */
      readonly memberDefaults: Readonly<Record<string, ApiMember['default']>>;
      /** The release that added each input or prop that has a `since`, by name (prose quotes a few). */
      readonly memberSince: Readonly<Record<string, string>>;
      /** What each release added, by version ("New prop `viewMoreText`."), from every `since`. */
      readonly additions: Readonly<Record<string, readonly string[]>>;
    }
  : never;

/** `@facts/<framework>`: what prose and the small islands read while the page hydrates. */
export type CoreFactsOf<F extends FrameworkId> = F extends FrameworkId
  ? Omit<FullFactsOf<F>, ReferenceKey>
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
