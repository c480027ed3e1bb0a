/**
 * DEVELOPMENT QUESTIONS for the site search (issue 46, item 7). Written on 2026-11-28, before any
 * change to the ranking (src/lib/search/ranking.ts), the members' reader words (`readerWords` in
 * src/data/library-facts.json, then a hand-written vocabulary) or the search records
 * (src/plugins/search-index/records.ts), from the facts and the docs pages, the way readers ask:
 * whole questions, in their words, not the reference's.
 *
 * They were meant as held-out questions, but the ranking and the reader words were then changed
 * while their score was watched, and a few of their words were copied into the vocabulary (since
 * removed), so they are a development set: the score says how a change does on questions the
 * search has been looked at against, not on unseen ones. tests/unit/search-development.spec.ts
 * prints it and holds it above a floor. Still, never put a question's words into product data
 * (the facts' `readerWords`, a page) to make it pass: improve the ranking, or what a page or a fact
 * says, for every reader. Do not drop or reword a question or an answer to raise the score; a
 * question whose answer moved (a renamed anchor) may get its new address.
 *
 * `answers`: right results, under `/docs/<framework>/`: `page#anchor` (a member row or a section),
 * or `page` alone for the page itself (a page result leading to any of its sections, not a member row
 * on it).
 */
import type {FrameworkId} from '../../src/data/frameworks';

export interface DevelopmentQuestion {
  readonly ask: string;
  readonly answers: readonly string[];
}

const ANGULAR_INPUT = (name: string) => `api/input_props#input-${name}`;
const ANGULAR_OUTPUT = (name: string) => `api/output_props#output-${name}`;
const PROP = (name: string) => `api/props#prop-${name}`;
/** Every answer of several results that a React and a Vue question share: the same props and sections on both. */
const PROPS_TO_DISABLE = [
  PROP('disable-property'),
  PROP('disable-list-fn'),
  'api/props#prop-category-disable',
  'api/using_module#disabled-items',
];
const PROPS_TO_LOAD_LAZILY = [
  PROP('trigger-api-load-event'),
  PROP('is-api-load'),
  'api/props#prop-category-lazy-load',
  'api/using_module#lazy-loading-with-view-more',
];
const PROPS_FOR_A_LABEL = [PROP('show-inputlabel'), PROP('input-label')];
const PROPS_FOR_OBJECT_ITEMS = [PROP('object-property'), 'api/using_module#object-items-with-objectproperty'];
const PROPS_FOR_A_FIRST_VALUE = [PROP('default-value'), 'api/using_module#default-value'];
const PROPS_OF_THE_RENDERED_WINDOW = [
  PROP('scroll-threshold'),
  PROP('is-scroll-threshold-required'),
  'api/using_module#how-the-rendered-window-moves',
];
/** The answer to "which versions are supported", the same sections in every framework. */
const SUPPORTED_VERSIONS = [
  'introduction/intro#supported-framework-versions',
  'installation/install#peer-dependencies',
];

export const developmentQuestions: Record<FrameworkId, readonly DevelopmentQuestion[]> = {
  angular: [
    {ask: 'inputs of the angular component', answers: ['api/input_props']},
    {ask: 'what inputs does the component have', answers: ['api/input_props']},
    {ask: 'which outputs can I listen to', answers: ['api/output_props']},
    {ask: 'how do I know which item the user picked', answers: [ANGULAR_OUTPUT('emit-selected-value')]},
    {ask: 'which output fires when the list closes', answers: [ANGULAR_OUTPUT('emit-blur-event')]},
    {
      ask: 'how do I load the next page of results from my backend when the user scrolls',
      answers: [
        ANGULAR_OUTPUT('emit-api-load-event'),
        ANGULAR_INPUT('trigger-api-load-event'),
        'api/input_props#input-category-lazy-load',
        'api/using_module#lazy-loading-with-view-more',
        'introduction/best_use#lazy-loading-from-your-api',
      ],
    },
    {
      ask: 'can I show a label above the field',
      answers: [ANGULAR_INPUT('show-inputlabel'), ANGULAR_INPUT('input-label')],
    },
    {
      ask: 'how do I stop people from choosing some rows',
      answers: [
        ANGULAR_INPUT('disable-property'),
        ANGULAR_INPUT('disable-list-fn'),
        'api/input_props#input-category-disable',
        'api/using_module#disabled-items',
        'introduction/best_use#disabling-individual-rows',
      ],
    },
    {ask: 'how do I turn the whole autocomplete off', answers: [ANGULAR_INPUT('is-auto-complete-disabled')]},
    {ask: 'can the user empty the field with one click', answers: [ANGULAR_INPUT('show-clear-option')]},
    {
      ask: 'which input sets the text shown when nothing matches',
      answers: [ANGULAR_INPUT('no-search-result-message')],
    },
    {ask: 'how do I use it with standalone components', answers: ['api/using_module#standalone-components']},
    {ask: 'how do I use it in a reactive form', answers: ['api/using_module#use-it-in-a-form']},
    {ask: 'does it support ngModel', answers: ['api/using_module#use-it-in-a-form']},
    {
      ask: 'can I use my own filtering logic',
      answers: [ANGULAR_INPUT('search-fn'), 'api/using_module#custom-search'],
    },
    {
      ask: 'my items are objects, which field is shown',
      answers: [ANGULAR_INPUT('object-property'), 'api/using_module#object-items-with-objectproperty'],
    },
    {
      ask: 'how do I set a value when the page loads',
      answers: [
        ANGULAR_INPUT('default-value'),
        'api/using_module#default-value',
        'introduction/best_use#default-values',
      ],
    },
    {ask: 'how many rows are rendered at first', answers: [ANGULAR_INPUT('initial-visible-data')]},
    {
      ask: 'why do rows disappear from the top when I scroll down',
      answers: [
        ANGULAR_INPUT('scroll-threshold'),
        ANGULAR_INPUT('is-scroll-threshold-required'),
        'api/using_module#how-the-rendered-window-moves',
      ],
    },
    {
      ask: 'how do I replace the loading spinner with my own',
      answers: [
        'api/spinner#showing-your-own-spinner',
        ANGULAR_INPUT('is-custom-spinner'),
        'api/spinner#slot-custom-spinner',
      ],
    },
    {
      ask: 'can I put an icon inside the input',
      answers: ['api/spinner#slot-text-field', 'api/spinner#adding-content-to-the-field'],
    },
    {ask: 'change the text of the view more row', answers: [ANGULAR_INPUT('view-more-text')]},
    {
      ask: 'load more only when the user clicks, not on scroll',
      answers: [ANGULAR_INPUT('opt-view-more-only-for-api-call')],
    },
    {ask: 'how do I tell it that all records are loaded', answers: [ANGULAR_INPUT('total-records')]},
    {ask: 'what does the escape key do', answers: ['api/aria#keyboard-escape']},
    {
      ask: 'which keys work in the list',
      answers: [
        'api/aria#keyboard',
        'api/aria#keyboard-arrow-down',
        'api/aria#keyboard-arrow-up',
        'api/aria#keyboard-enter',
        'api/aria#keyboard-escape',
      ],
    },
    {ask: 'how does a screen reader announce the rows', answers: ['api/aria#how-rows-are-announced']},
    {
      ask: 'how do I change the aria-label of the input',
      answers: [ANGULAR_INPUT('aria-input-field'), 'api/aria#aria-aria-input-field'],
    },
    {
      ask: 'add a css class to the dropdown',
      answers: [
        'api/class_style#class-list-container-class',
        'api/class_style#class-dropdown-unordered-list-class',
      ],
    },
    {ask: 'style disabled rows differently', answers: ['api/class_style#class-disable-list-class']},
    {
      ask: 'does it work with bootstrap or tailwind',
      answers: ['introduction/other_information#styling-with-bootstrap-or-tailwind'],
    },
    {
      ask: 'how do I make the list as wide as the input',
      answers: ['introduction/other_information#list-width'],
    },
    {
      ask: 'can I have two autocompletes on the same page',
      answers: [
        'introduction/other_information#several-instances-on-one-page',
        'introduction/best_use#several-instances-on-one-page',
      ],
    },
    {ask: 'which angular versions are supported', answers: SUPPORTED_VERSIONS},
    {ask: 'how do I install it with npm', answers: ['installation/install#install-the-package']},
    {ask: 'what changed in the latest release', answers: ['introduction/whats_new']},
    {
      ask: 'why does the list stay open after I click away',
      answers: [ANGULAR_INPUT('inspect-auto-complete-list')],
    },
    {ask: 'can I hide the arrow next to the input', answers: [ANGULAR_INPUT('showdrop-down-arrow')]},
    {
      ask: 'do I need to import a module',
      answers: ['installation/install#import-the-module', 'api/using_module#ngmodule-apps'],
    },
    {ask: 'can it search a list of numbers', answers: [ANGULAR_INPUT('is-number')]},
    {
      ask: 'how do I get notified when the field is cleared',
      answers: [ANGULAR_OUTPUT('emit-clear-selected-event'), ANGULAR_INPUT('trigger-clear-selection-event')],
    },
    {
      ask: 'event when the user opens the dropdown',
      answers: [ANGULAR_OUTPUT('emit-auto-complete-open-event')],
    },
    {ask: 'what are the known bugs', answers: ['introduction/other_information#known-limitations']},
  ],
  react: [
    {ask: 'what props does the react component take', answers: ['api/props']},
    {ask: 'props of the react component', answers: ['api/props']},
    {ask: 'how do I get the selected item in react', answers: [PROP('broadcast-selected-value')]},
    {ask: 'which callback runs when the input gets focus', answers: [PROP('trigger-on-focus-event')]},
    {ask: 'how do I fetch more options from the server when scrolling', answers: PROPS_TO_LOAD_LAZILY},
    {
      ask: 'how do I stop loading more once all data is here',
      answers: [PROP('is-api-load'), PROP('total-records')],
    },
    {ask: 'how do I set the placeholder', answers: [PROP('place-holder')]},
    {ask: 'why is my placeholder prop ignored', answers: [PROP('place-holder')]},
    {ask: 'can I show a label above the field', answers: PROPS_FOR_A_LABEL},
    {ask: 'how do I make some options unselectable', answers: PROPS_TO_DISABLE},
    {ask: 'how do I disable the input', answers: [PROP('is-auto-complete-disabled')]},
    {ask: 'add an x to clear the text', answers: [PROP('show-clear-option')]},
    {ask: 'which prop changes the no results text', answers: [PROP('no-search-result-message')]},
    {
      ask: 'can I filter the list myself',
      answers: [PROP('search-fn'), 'api/using_module#custom-search-handler'],
    },
    {ask: 'my options are objects with a name field', answers: PROPS_FOR_OBJECT_ITEMS},
    {ask: 'preselect a value on first render', answers: PROPS_FOR_A_FIRST_VALUE},
    {ask: 'how do I use it in a form with other fields', answers: ['api/using_module#use-it-in-a-form']},
    {
      ask: 'is there an onChange prop',
      answers: [PROP('broadcast-selected-value'), 'api/using_module#use-it-in-a-form'],
    },
    {ask: 'how many rows does it render at once', answers: [PROP('initial-visible-data')]},
    {ask: 'why do rows at the top vanish when scrolling', answers: PROPS_OF_THE_RENDERED_WINDOW},
    {ask: 'can I swap the loading indicator for my own', answers: [PROP('is-custom-spinner')]},
    {ask: 'rename the view more button', answers: [PROP('view-more-text')]},
    {
      ask: 'only load more when the user clicks view more',
      answers: [PROP('opt-view-more-only-for-api-call')],
    },
    {ask: 'which key closes the list', answers: ['api/aria#keyboard-escape']},
    {
      ask: 'how do I move through the options with the keyboard',
      answers: ['api/aria#keyboard', 'api/aria#keyboard-arrow-down', 'api/aria#keyboard-arrow-up'],
    },
    {
      ask: 'how do I change the aria label of the list',
      answers: ['api/aria#aria-aria-ul-list', 'api/aria#aria-aria-list-container', PROP('aria')],
    },
    {ask: 'set a className on the input element', answers: ['api/class_style#class-input-field-class']},
    {
      ask: 'style each option row',
      answers: ['api/class_style#style-dropdown-list-style', 'api/class_style#class-dropdown-list-class'],
    },
    {
      ask: 'does it work with tailwind',
      answers: ['introduction/other_information#styling-with-bootstrap-or-tailwind'],
    },
    {ask: 'the dropdown is narrower than the input', answers: ['introduction/other_information#list-width']},
    {ask: 'which react versions are supported', answers: SUPPORTED_VERSIONS},
    {
      ask: 'how do I install react-autocomplete-plugin',
      answers: ['installation/install#install-the-package'],
    },
    {ask: 'how do I know when the list closes', answers: [PROP('trigger-blur-event')]},
    {ask: 'callback when the user clears the input', answers: [PROP('trigger-clear-selection-event')]},
    {ask: 'keep the dropdown open while I debug the styles', answers: [PROP('inspect-auto-complete-list')]},
    {ask: 'hide the arrow button', answers: [PROP('showdrop-down-arrow')]},
    {ask: 'how do I try it in stackblitz', answers: ['examples/stackblitz']},
    {ask: "what's new in the latest version", answers: ['introduction/whats_new']},
    {
      ask: 'how do I render a list of 10000 items fast',
      answers: [
        'api/using_module#virtual-scroll-initialvisibledata-and-scrollthreshold',
        'api/props#prop-category-virtual-scroll',
        PROP('initial-visible-data'),
      ],
    },
  ],
  vue: [
    {ask: 'what props does the vue component accept', answers: ['api/props']},
    {
      ask: 'which events does the vue component emit',
      answers: ['api/props#no-emits-events-are-function-props', 'api/props#prop-category-callbacks'],
    },
    {ask: 'how do I get the item the user selected', answers: [PROP('broadcast-selected-value')]},
    {
      ask: 'does it work with v-model',
      answers: [
        'api/using_module#use-it-in-a-form',
        'introduction/package_info#features',
        'installation/install',
      ],
    },
    {
      ask: 'search across name and email at the same time',
      answers: [PROP('additional-data'), 'api/props#relative-search', 'api/using_module#relative-search'],
    },
    {ask: 'limit relative search to some keys', answers: ['api/props#option-include-only']},
    {ask: 'how do I search nested objects', answers: ['api/props#option-custom-relative-search-function']},
    {
      ask: 'how do I set the default item when relative search is on',
      answers: ['api/props#option-set-default-value-with-a-custom-function'],
    },
    {ask: 'show every option without paging', answers: [PROP('load-all-data-at-once')]},
    {ask: 'fetch more data from an api when the user reaches the bottom', answers: PROPS_TO_LOAD_LAZILY},
    {ask: 'how to set the placeholder text in vue', answers: [PROP('place-holder')]},
    {ask: 'can I display a label above the input', answers: PROPS_FOR_A_LABEL},
    {ask: 'make some items impossible to pick', answers: PROPS_TO_DISABLE},
    {ask: 'why does disableProperty throw on mount', answers: [PROP('disable-property')]},
    {ask: 'how do I turn off the input', answers: [PROP('is-auto-complete-disabled')]},
    {ask: 'show an x that clears the text', answers: [PROP('show-clear-option')]},
    {ask: 'change the message when there are no matches', answers: [PROP('no-search-result-message')]},
    {ask: 'write my own search function', answers: [PROP('search-fn'), 'api/using_module#custom-search']},
    {ask: 'items are objects, which key is displayed', answers: PROPS_FOR_OBJECT_ITEMS},
    {ask: 'prefill the input when the component mounts', answers: PROPS_FOR_A_FIRST_VALUE},
    {ask: 'how many items are shown before scrolling loads more', answers: [PROP('initial-visible-data')]},
    {ask: 'why do earlier rows disappear when I scroll', answers: PROPS_OF_THE_RENDERED_WINDOW},
    {ask: 'replace the spinner with my own', answers: [PROP('is-custom-spinner')]},
    {ask: 'change the view more label', answers: [PROP('view-more-text')]},
    {ask: 'which key selects the highlighted option', answers: ['api/aria#keyboard-enter']},
    {
      ask: 'what role does the input have for screen readers',
      answers: ['api/aria#aria-aria-role', PROP('aria')],
    },
    {ask: 'how do I add my class to the list items', answers: ['api/class_style#class-dropdown-list-class']},
    {ask: 'inline style on the label', answers: ['api/class_style#style-input-label-style']},
    {
      ask: 'does it work with bootstrap',
      answers: ['introduction/other_information#styling-with-bootstrap-or-tailwind'],
    },
    {ask: 'which vue versions are supported', answers: SUPPORTED_VERSIONS},
    {ask: 'how to register the component', answers: ['installation/install#import-the-component']},
    {ask: 'callback when the list loses focus', answers: [PROP('trigger-blur-event')]},
    {
      ask: 'what happens when the input is cleared',
      answers: [PROP('trigger-clear-selection-event'), PROP('show-clear-option')],
    },
    {ask: 'keep the list open so I can look at its html', answers: [PROP('inspect-auto-complete-list')]},
    {ask: 'what are the known issues', answers: ['introduction/other_information#known-limitations']},
    {ask: 'are there limits to relative search', answers: ['api/props#relative-search-caveats']},
  ],
};
