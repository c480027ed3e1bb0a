/**
 * Facts for the introduction and "others" pages, derived from the generated
 * facts (read through ./registry.ts, so a page bundles only the facts of the
 * frameworks it registered): supported framework versions, local development,
 * the component's name, and a short description of every docs page. The
 * feature list, which needs the facts of all three packages, is in
 * ./featureMatrix.ts.
 */
import {factsOf} from './registry';
import type {FrameworkId} from './types';

/** Which framework versions a package works with: the README's claim next to the real peer range. */
export interface SupportedVersions {
  readonly readmeClaim: string;
  readonly peerRange: string;
  readonly builtWith: string;
  /** Plain-words conclusion for readers. */
  readonly verdict: string;
}

/** Plain-words conclusion about each package's supported versions. */
const supportedVersionsVerdict: Readonly<Record<FrameworkId, string>> = {
  angular:
    'npm accepts any Angular version, because the peer range is "*". The README recommends Angular 14 or newer, which matches the Angular 14 tooling the library is built with. The module also imports FormsModule, so your app needs @angular/forms even though it is not declared as a peer dependency.',
  react:
    'The declared peer range covers React 16, 17 and 18 only. React 19 is outside it, whatever the README\'s "or higher" suggests: it was listed in the first commit and removed on 2024-09-01. The component uses hooks, which is why the README asks for 16.8 or newer.',
  vue: 'The peer range asks for Vue 3.2.25 or a newer 3.x release. The README mentions older 3.2 releases, but the peer range is what npm checks, so plan for 3.2.25 or newer.',
};

export function supportedVersionsOf(framework: FrameworkId): SupportedVersions {
  const {readme, peerRange, builtWith} = factsOf(framework).supportedFrameworkVersions;
  return {readmeClaim: readme, peerRange, builtWith, verdict: supportedVersionsVerdict[framework]};
}

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

/** Local development facts for the "others" page (whether there is a CHANGELOG: ./featureMatrix.ts). */
export interface LocalDevelopment {
  readonly testFramework: string;
  readonly testCount: number;
  readonly buildTool: string;
}

export function localDevelopmentOf(framework: FrameworkId): LocalDevelopment {
  const {tests, supportedFrameworkVersions} = factsOf(framework);
  return {
    testFramework: tests.framework,
    testCount: tests.count,
    buildTool: supportedFrameworkVersions.builtWith,
  };
}

/** What the other_information page says about width, styling and several instances. */
export interface OtherInformation {
  readonly width: string;
  readonly styling: string;
  readonly instances: string;
  readonly hardcodedIds: readonly string[];
}

/**
 * Framework-specific wording for the other_information page, written from
 * `domStructure`, `moduleFacts` and `publishedState`. Backticks mark code.
 */
const otherInformationWording: Readonly<Record<FrameworkId, Omit<OtherInformation, 'hardcodedIds'>>> = {
  angular: {
    width:
      'The component fills the width of its parent element. When the list opens, and on every window resize while it stays open, the list takes the width of the element with id `searchInput`. To change the width, size the parent container, or set a width through `parentContainerClass` / `parentContainerStyle`.',
    styling:
      "The component keeps Angular's default view encapsulation (Emulated). Classes you pass through `customClass` are therefore only found when they live in global CSS, such as the `styles.css` where Bootstrap or Tailwind is usually loaded, or when your component styles reach them with `::ng-deep`. Inline styles go through `customStyle`, an `ngStyle` object per element.",
    instances:
      'Each instance repeats the same hard-coded ids, so a page with two components has duplicate ids. Width sync and refocusing look up the first `#searchInput` of the document (read from the code): every list gets the width of the first input, and the `<label for="searchInput">` of a later instance points at the first input. If you need several instances, give their inputs the same width, so the shared width is right for each list.',
  },
  react: {
    width:
      'When the input gains focus, the list container takes the width of the input. From 2.0.2 the width also follows window resizes while the list is open (the listener is removed when it closes), and from 2.0.3 it is measured through a React ref instead of a document lookup. In the 2.0.0 code the width is read from the element with id `searchInput`, on focus only.',
    styling:
      "The component's own CSS is bundled and injected into the page when you import the package, and its class names are global. Classes you pass through `customClass`, such as Bootstrap or Tailwind utilities, are added next to the built-in ones; inline styles go through `customStyle` as `React.CSSProperties` objects.",
    instances:
      'Each instance repeats the same hard-coded ids, so a page with two components has duplicate ids. In 2.0.0 width sync reads the first `#searchInput` of the document, so every list follows the first input (read from the code); the release notes of 2.0.3 fix this by measuring each instance through a ref. The ids themselves still repeat.',
  },
  vue: {
    width:
      'The list copies the width of the element with id `searchInput` when the component mounts, when the input gains focus, when the window is resized and when `dropdownData` changes.',
    styling:
      'The component styles are not scoped: the bundle imports them for you and they apply globally. Classes you pass through `customClass`, such as Bootstrap or Tailwind utilities, are added to each part; inline styles go through `customStyle`. One key, `inputLabelContainerClass`, has no effect (see the known limitations below).',
    instances:
      'Each instance repeats the same hard-coded ids, so a page with two components has duplicate ids. Width sync reads the first `#searchInput` of the document, so every list follows the width of the first input (read from the code). If you need several instances, give their inputs the same width, so the shared width is right for each list.',
  },
};

export function otherInformationOf(framework: FrameworkId): OtherInformation {
  return {...otherInformationWording[framework], hardcodedIds: factsOf(framework).domStructure.hardcodedIds};
}

/** Roadmap items as announced, without the facts' notes on where each was found. */
export function roadmapOf(framework: FrameworkId): string[] {
  return factsOf(framework).roadmap.map((item) => item.replace(/\s*\(docs site\)$/, ''));
}
