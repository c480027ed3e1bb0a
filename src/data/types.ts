/**
 * Types of the package facts the site renders. They describe what the site
 * relies on in `src/data/library-facts.json` (the committed copy of
 * `../shared/library-facts.json`); the facts file may hold more.
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
}

export interface VersionEntry {
  readonly version: string;
  /** ISO date; absent when the facts give no date for the release. */
  readonly date?: string;
  readonly changes: readonly string[];
  readonly note?: string;
}

export interface DemoLink {
  readonly title: string;
  readonly url: string;
  readonly source: string;
}

export interface KeyboardEntry {
  readonly key: string;
  readonly effect: string;
  readonly since?: string;
}

export interface Discrepancy {
  readonly topic: string;
  readonly readme: string;
  readonly source: string;
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
  readonly latestVersion: string;
  readonly latestVersionDate: string;
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
  readonly versions: readonly VersionEntry[];
  readonly examples: readonly DemoLink[];
  readonly roadmap: readonly string[];
  readonly knownDiscrepancies: readonly Discrepancy[];
  readonly behaviourNotes: readonly string[];
}

export interface AngularPackageFacts extends PackageFacts {
  readonly inputs: readonly ApiMember[];
  readonly outputs: readonly OutputMember[];
  readonly contentProjection: readonly ProjectionSlotFacts[];
}

/** A React prop that a release after the repository snapshot (2.0.0) added. */
export interface PublishedProp {
  readonly name: string;
  readonly type: string;
  readonly required: Requirement;
  readonly default: ApiMember['default'];
  readonly since: string;
  readonly description: string;
}

export interface ReactPackageFacts extends PackageFacts {
  readonly props: readonly ApiMember[];
  /** "Events are plain function props: a, b, c." */
  readonly callbacks: string;
  readonly slotsNote: string;
  readonly versionsClaimedOnlyByDocsSite: readonly {
    readonly version: string;
    readonly claims: readonly string[];
  }[];
  /** What the maintainers published after the repository snapshot. */
  readonly publishedState: {
    readonly latestPublishedVersion: string;
    readonly propsAddedAfter200: readonly PublishedProp[];
    readonly typeKeysAddedAfter200: {
      readonly aria: readonly string[];
      readonly customClass: readonly string[];
      readonly customStyle: readonly string[];
    };
    readonly behaviourChanges: readonly {readonly since: string; readonly fact: string}[];
  };
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
  readonly [F in FrameworkId]: {
    readonly npmName: string;
    readonly latestVersion: string;
    readonly latestVersionDate: string;
    /** React only: the latest release published after the repository snapshot. */
    readonly latestPublishedVersion?: string;
  };
};
