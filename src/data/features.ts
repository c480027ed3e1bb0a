/**
 * Facts for the introduction and "others" pages, derived from the generated
 * facts: the feature list per framework, supported framework versions, the
 * component's name, and a short description of every docs page.
 *
 * React: `crossFramework.featureMatrix` describes the repository snapshot
 * (2.0.0). The docs describe the latest published release (2.1.2, see
 * `react.publishedState`), so the rows that release changed are replaced
 * below, each naming the version that changed it.
 */
import angular from './generated/angular';
import react from './generated/react';
import vue from './generated/vue';
import crossFramework from './generated/crossFramework';
import type {FrameworkId} from './types';

export const facts = {angular, react, vue} as const;

export type FeatureName = (typeof crossFramework.featureMatrix)[number]['feature'];

export interface FeatureRow {
  readonly feature: FeatureName;
  readonly value: string;
}

/** Rows left out of the feature list because another part of the page shows them better. */
const rowsShownElsewhere: readonly FeatureName[] = ['Latest version in repo'];

/**
 * React rows that the published releases 2.0.1–2.1.2 changed
 * (`react.publishedState`). `null` drops a row that has no published fact.
 */
const reactPublishedOverrides: Partial<Record<FeatureName, string | null>> = {
  'Keyboard navigation (Up/Down/Enter)': 'yes, since 2.1.1 (arrow keys move, Enter selects)',
  'Escape closes list': 'yes, since 2.1.2',
  'Keyboard to View More': null,
  'View More row':
    'showViewMore (default true), optViewMoreOnlyForApiCall and viewMoreText, since 2.0.1; not in the 2.0.0 code',
  'Loading spinner default': 'on since 2.0.1 (off in 2.0.0)',
  'List width sync':
    'on focus; follows window resize while open since 2.0.2; measured through a ref since 2.0.3',
  'customClass keys': '9, plus viewMoreClass since 2.0.1',
  'customStyle keys': '9 (CSSProperties), plus viewMoreStyle since 2.0.1',
  'ARIA configuration': 'aria object, 7 keys, plus ariaViewMore since 2.0.1',
};

export function featureListOf(framework: FrameworkId): FeatureRow[] {
  return crossFramework.featureMatrix.flatMap((row): FeatureRow[] => {
    if (rowsShownElsewhere.includes(row.feature)) return [];
    let value: string | null = row[framework];
    if (framework === 'react' && row.feature in reactPublishedOverrides) {
      value = reactPublishedOverrides[row.feature] ?? null;
    }
    return value === null ? [] : [{feature: row.feature, value}];
  });
}

/** Which framework versions a package works with: the README's claim next to the real peer range. */
export interface SupportedVersions {
  readonly readmeClaim: string;
  readonly peerRange: string;
  readonly builtWith: string;
  /** Plain-words conclusion for readers. */
  readonly verdict: string;
}

export const supportedVersions: Readonly<Record<FrameworkId, SupportedVersions>> = {
  angular: {
    readmeClaim: angular.supportedFrameworkVersions.readme,
    peerRange: angular.supportedFrameworkVersions.peerRange,
    builtWith: angular.supportedFrameworkVersions.builtWith,
    verdict:
      'npm accepts any Angular version, because the peer range is "*". The README recommends Angular 14 or newer, which matches the Angular 14 tooling the library is built with. The module also imports FormsModule, so your app needs @angular/forms even though it is not declared as a peer dependency.',
  },
  react: {
    readmeClaim: react.supportedFrameworkVersions.readme,
    peerRange: react.supportedFrameworkVersions.peerRange,
    builtWith: react.supportedFrameworkVersions.builtWith,
    verdict:
      'The declared peer range covers React 16, 17 and 18 only. React 19 is outside it, whatever the README\'s "or higher" suggests: it was listed in the first commit and removed on 2024-09-01. The component uses hooks, which is why the README asks for 16.8 or newer.',
  },
  vue: {
    readmeClaim: vue.supportedFrameworkVersions.readme,
    peerRange: vue.supportedFrameworkVersions.peerRange,
    builtWith: vue.supportedFrameworkVersions.builtWith,
    verdict:
      'The peer range asks for Vue 3.2.25 or a newer 3.x release. The README mentions older 3.2 releases, but the peer range is what npm checks, so plan for 3.2.25 or newer.',
  },
};

/** What a reader finds on each docs page: label and one line, keyed by page name. */
export const pageGuide: Readonly<Record<string, {label: string; finds: string}>> = {
  intro: {label: 'Introduction', finds: 'what the package is, supported versions and this list'},
  package_info: {
    label: 'Package information',
    finds: 'npm name, licence, dependencies and the full feature list',
  },
  package_versions: {
    label: 'Package versions',
    finds: 'every release, newest first, with its date and changes',
  },
  whats_new: {label: "What's new", finds: 'the changes of the latest releases'},
  best_use: {
    label: 'Best use',
    finds: 'settings for big lists, lazy loading, disabled items, default values and several instances',
  },
  other_information: {
    label: 'Other information',
    finds: 'list width, styling with Bootstrap or Tailwind, several instances and known limitations',
  },
  install: {label: 'Installation', finds: 'the install command, peer dependencies and a first example'},
  input_props: {
    label: 'Inputs',
    finds: 'every input with its type, default value and the version that added it',
  },
  output_props: {label: 'Outputs', finds: 'every event, its payload and the input that switches it on'},
  props: {label: 'Props', finds: 'every prop with its type, default value and the version that added it'},
  using_module: {label: 'Using the module', finds: 'how to import and register the component'},
  spinner: {label: 'Spinner', finds: 'the built-in loading row and how to project your own'},
  class_style: {label: 'Classes and styles', finds: 'every customClass and customStyle key'},
  aria: {label: 'ARIA', finds: 'the accessibility labels you can set and their defaults'},
  stackblitz: {label: 'StackBlitz examples', finds: 'live demos you can open and fork'},
  others: {label: 'Support and roadmap', finds: 'issues, sponsoring, roadmap and local development'},
};

/** Local development facts for the "others" page. */
export const localDevelopment: Readonly<
  Record<FrameworkId, {testFramework: string; testCount: number; buildTool: string; changelogFile: string}>
> = {
  angular: {
    testFramework: angular.tests.framework,
    testCount: angular.tests.count,
    buildTool: angular.supportedFrameworkVersions.builtWith,
    changelogFile: crossFramework.featureMatrix.find((r) => r.feature === 'CHANGELOG file')?.angular ?? 'no',
  },
  react: {
    testFramework: react.tests.framework,
    testCount: react.tests.count,
    buildTool: react.supportedFrameworkVersions.builtWith,
    changelogFile: crossFramework.featureMatrix.find((r) => r.feature === 'CHANGELOG file')?.react ?? 'no',
  },
  vue: {
    testFramework: vue.tests.framework,
    testCount: vue.tests.count,
    buildTool: vue.supportedFrameworkVersions.builtWith,
    changelogFile: crossFramework.featureMatrix.find((r) => r.feature === 'CHANGELOG file')?.vue ?? 'no',
  },
};

/**
 * Framework-specific wording for the other_information page, written from
 * `domStructure`, `moduleFacts` and `publishedState`. Backticks mark code.
 */
export const otherInformation: Readonly<
  Record<FrameworkId, {width: string; styling: string; instances: string; hardcodedIds: readonly string[]}>
> = {
  angular: {
    width:
      'The component fills the width of its parent element. When the list opens, and on every window resize while it stays open, the list takes the width of the element with id `searchInput`. To change the width, size the parent container, or set a width through `parentContainerClass` / `parentContainerStyle`.',
    styling:
      "The component keeps Angular's default view encapsulation (Emulated). Classes you pass through `customClass` are therefore only found when they live in global CSS, such as the `styles.css` where Bootstrap or Tailwind is usually loaded, or when your component styles reach them with `::ng-deep`. Inline styles go through `customStyle`, an `ngStyle` object per element.",
    instances:
      'Each instance repeats the same hard-coded ids, so a page with two components has duplicate ids. Width sync and refocusing look up the first `#searchInput` of the document (read from the code): every list gets the width of the first input, and the `<label for="searchInput">` of a later instance points at the first input. If you need several instances, give their inputs the same width, so the shared width is right for each list.',
    hardcodedIds: angular.domStructure.hardcodedIds,
  },
  react: {
    width:
      'When the input gains focus, the list container takes the width of the input. From 2.0.2 the width also follows window resizes while the list is open (the listener is removed when it closes), and from 2.0.3 it is measured through a React ref instead of a document lookup. In the 2.0.0 code the width is read from the element with id `searchInput`, on focus only.',
    styling:
      "The component's own CSS is bundled and injected into the page when you import the package, and its class names are global. Classes you pass through `customClass`, such as Bootstrap or Tailwind utilities, are added next to the built-in ones; inline styles go through `customStyle` as `React.CSSProperties` objects.",
    instances:
      'Each instance repeats the same hard-coded ids, so a page with two components has duplicate ids. In 2.0.0 width sync reads the first `#searchInput` of the document, so every list follows the first input (read from the code); the release notes of 2.0.3 fix this by measuring each instance through a ref. The ids themselves still repeat.',
    hardcodedIds: react.domStructure.hardcodedIds,
  },
  vue: {
    width:
      'The list copies the width of the element with id `searchInput` when the component mounts, when the input gains focus, when the window is resized and when `dropdownData` changes.',
    styling:
      'The component styles are not scoped: the bundle imports them for you and they apply globally. Classes you pass through `customClass`, such as Bootstrap or Tailwind utilities, are added to each part; inline styles go through `customStyle`. One key, `inputLabelContainerClass`, has no effect (see the known limitations below).',
    instances:
      'Each instance repeats the same hard-coded ids, so a page with two components has duplicate ids. Width sync reads the first `#searchInput` of the document, so every list follows the width of the first input (read from the code). If you need several instances, give their inputs the same width, so the shared width is right for each list.',
    hardcodedIds: vue.domStructure.hardcodedIds,
  },
};

/** Roadmap items as announced, without the facts' notes on where each was found. */
export function roadmapOf(framework: FrameworkId): string[] {
  return facts[framework].roadmap.map((item) => item.replace(/\s*\(docs site\)$/, ''));
}
