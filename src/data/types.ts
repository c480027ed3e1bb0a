/**
 * Types for the package facts the site renders. The generated modules in
 * `src/data/generated/` are converted from `src/data/library-facts.json` (the
 * committed copy of `../shared/library-facts.json`) by
 * `scripts/generate-data.mjs` and must satisfy these shapes.
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
  readonly summary: string;
  readonly install: string;
  readonly importStatement: string;
  readonly peerDependencies: Readonly<Record<string, string>>;
  readonly customClassKeys: readonly TypeKey[];
  readonly customStyleKeys: readonly TypeKey[];
  readonly ariaKeys: readonly TypeKey[];
  readonly keyboard: readonly KeyboardEntry[];
  readonly versions: readonly VersionEntry[];
  readonly examples: readonly DemoLink[];
  readonly knownDiscrepancies: readonly Discrepancy[];
  readonly behaviourNotes: readonly string[];
  readonly roadmap: readonly string[];
}

export interface AngularFacts extends PackageFacts {
  readonly inputs: readonly ApiMember[];
  readonly outputs: readonly OutputMember[];
}

export interface ReactFacts extends PackageFacts {
  readonly props: readonly ApiMember[];
}

export interface VueFacts extends PackageFacts {
  readonly props: readonly ApiMember[];
  readonly emits: readonly unknown[];
  readonly emitsNote: string;
}
