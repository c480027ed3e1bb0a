/**
 * The builder's scenarios (src/components/Builder): choices that set more than one member, with the
 * code they bring; the builder derives simple options from the facts. Members are named as the compare
 * page names its rows. Adding one: "Add a builder scenario" in README.md.
 */

export type ScenarioId = 'data' | 'size' | 'disabled' | 'lazy' | 'styling';

export interface ScenarioChoice {
  readonly value: string;
  readonly label: string;
  /** A framework without one of them lists the choice as "not in <package>". */
  readonly needs?: readonly string[];
  /** The choice only makes sense with this value of another scenario. */
  readonly requires?: {readonly scenario: ScenarioId; readonly value: string};
}

export interface Scenario {
  readonly id: ScenarioId;
  /** A member category of the facts (`data`, `lazyLoad`...). */
  readonly group: string;
  readonly label: string;
  readonly hint: string;
  readonly choices: readonly ScenarioChoice[];
  readonly default: string;
  /** Members the scenario writes itself, hidden from the simple options. */
  readonly claims: readonly string[];
}

export const builderScenarios: readonly Scenario[] = [
  {
    id: 'data',
    group: 'data',
    label: 'Items',
    hint: 'What dropdownData holds. Objects show and search the key named by objectProperty.',
    choices: [
      {value: 'strings', label: 'Strings'},
      {value: 'numbers', label: 'Numbers'},
      {value: 'objects', label: 'Objects (shown by their name key)', needs: ['objectProperty']},
    ],
    default: 'strings',
    claims: ['dropdownData', 'objectProperty', 'defaultValue'],
  },
  {
    id: 'size',
    group: 'data',
    label: 'List length',
    hint: 'A large list shows how the component renders only a window of it (virtual scroll options below).',
    choices: [
      {value: 'short', label: 'A short list (6 items)'},
      {value: 'large', label: 'A large list (10,000 items)'},
    ],
    default: 'short',
    claims: [],
  },
  {
    id: 'disabled',
    group: 'disable',
    label: 'Disabled rows',
    hint: 'A disabled row is shown but cannot be picked.',
    choices: [
      {value: 'none', label: 'None'},
      {
        value: 'property',
        label: 'By a property of each object',
        needs: ['disableProperty'],
        requires: {scenario: 'data', value: 'objects'},
      },
      {value: 'function', label: 'By a function of the row', needs: ['disableListFn']},
    ],
    default: 'none',
    claims: ['disableProperty', 'disableListFn'],
  },
  {
    id: 'lazy',
    group: 'lazyLoad',
    label: 'Loading',
    hint: 'From an API: the items arrive a page at a time; a handler appends the next page.',
    choices: [
      {value: 'off', label: 'All items at once'},
      {value: 'api', label: 'Lazy loading from an API', needs: ['isApiLoad', 'triggerApiLoadEvent']},
    ],
    default: 'off',
    claims: ['isApiLoad', 'triggerApiLoadEvent', 'totalRecords'],
  },
  {
    id: 'styling',
    group: 'styling',
    label: 'Classes',
    hint: 'Classes for the parts of the component, through customClass. Your app loads the CSS framework.',
    choices: [
      {value: 'none', label: 'None (the built-in styles)'},
      {value: 'bootstrap', label: 'Bootstrap classes', needs: ['customClass']},
      {value: 'tailwind', label: 'Tailwind classes', needs: ['customClass']},
    ],
    default: 'none',
    claims: ['customClass', 'customStyle'],
  },
];

/** The customClass keys of each styling preset. A key the package lacks is named as missing. */
export const stylingPresets: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bootstrap: {
    parentContainerClass: 'position-relative',
    inputLabelClass: 'form-label',
    inputFieldClass: 'form-control',
    listContainerClass: 'dropdown-menu show w-100 p-0',
    dropdownListClass: 'dropdown-item',
    disableListClass: 'dropdown-item disabled',
    noResultClass: 'dropdown-item-text text-body-secondary',
    viewMoreClass: 'dropdown-item text-primary',
    customSpinnerClass: 'spinner-border spinner-border-sm',
  },
  tailwind: {
    parentContainerClass: 'relative w-full max-w-sm',
    inputLabelClass: 'mb-1 block text-sm font-medium text-gray-700',
    inputFieldClass: 'w-full rounded-md border border-gray-300 px-3 py-2 focus:ring-2 focus:ring-indigo-500',
    listContainerClass: 'mt-1 max-h-60 overflow-auto rounded-md bg-white shadow-lg',
    dropdownListClass: 'cursor-pointer px-3 py-2 hover:bg-indigo-50',
    disableListClass: 'cursor-not-allowed px-3 py-2 text-gray-400',
    noResultClass: 'px-3 py-2 text-gray-500',
    viewMoreClass: 'px-3 py-2 font-medium text-indigo-600',
    customSpinnerClass: 'h-4 w-4 animate-spin',
  },
};

/** Preset keys that only matter with another choice (left out otherwise). */
export const presetKeyNeeds: Readonly<Record<string, {readonly scenario: ScenarioId; readonly not: string}>> =
  {
    disableListClass: {scenario: 'disabled', not: 'none'},
    viewMoreClass: {scenario: 'lazy', not: 'off'},
    customSpinnerClass: {scenario: 'lazy', not: 'off'},
  };

export const sampleItems = {
  strings: ['Apple', 'Banana', 'Cherry', 'Mango', 'Orange', 'Peach'],
  numbers: [10, 20, 30, 40, 50, 60],
  objects: [
    'Ada Lovelace',
    'Grace Hopper',
    'Alan Turing',
    'Katherine Johnson',
    'Edsger Dijkstra',
    'Barbara Liskov',
  ],
} as const;

export const LARGE_COUNT = 10_000;
export const LAZY_TOTAL = 500;
export const PAGE_SIZE = 50;

/** Events the builder does not offer as "events to handle": a scenario writes them. */
export const eventsWrittenByScenarios: readonly string[] = [
  'triggerApiLoadEvent',
  'searchFn',
  'disableListFn',
];

/** The events handled in the default configuration (compare-page names). */
export const defaultEvents: readonly string[] = ['broadcastSelectedValue'];
