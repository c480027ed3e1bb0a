/**
 * The search spec's questions (tests/e2e/search.spec.ts), in the reader's words: what a reader of
 * each framework types, not the reference's names and not the members' reader words
 * (tests/unit/search-questions.spec.ts fails on a question copied from the facts' `readerWords`
 * fields or the kind words of src/data/readerWords.ts). The ranking may be tuned to these; the
 * development questions (./developmentQuestions.ts) only measure it.
 *
 * `answers`: right first results, under `/docs/<framework>/`: `page#anchor`, or `page` for a page
 * result leading to any section of it.
 */
import type {FrameworkId} from '../../src/data/frameworks';

export interface Question {
  readonly ask: string;
  readonly answers: readonly string[];
}

const DISABLE = ['disable-property', 'disable-list-fn'];

/** Questions about the part of the component a class or style key reaches (same anchors in every framework). */
const PARTS: readonly Question[] = [
  {
    ask: 'give the text box a border',
    answers: ['api/class_style#class-input-field-class', 'api/class_style#style-input-field-style'],
  },
  {
    ask: 'colour of each suggestion',
    answers: ['api/class_style#class-dropdown-list-class', 'api/class_style#style-dropdown-list-style'],
  },
  {
    ask: 'outermost element of the component',
    answers: ['api/class_style#style-parent-container-style', 'api/class_style#class-parent-container-class'],
  },
  {
    ask: 'shadow on the suggestions panel',
    answers: ['api/class_style#style-list-container-style', 'api/class_style#class-list-container-class'],
  },
  {ask: 'class name of the ul', answers: ['api/class_style#class-dropdown-unordered-list-class']},
  {
    ask: 'box holding the input, arrow and list',
    answers: [
      'api/class_style#style-input-field-container-style',
      'api/class_style#class-input-field-container-class',
    ],
  },
];

const input = (name: string) => `api/input_props#input-${name}`;
const prop = (name: string) => `api/props#prop-${name}`;
/** Where a reader learns to give the parts classes of their own (the same sections in every framework). */
const CLASS_KEYS = ['api/class_style#custom-class-keys', 'api/class_style#how-class-and-style-keys-work'];

/**
 * What React and Vue readers both ask first, each in their own words: the same props and sections
 * answer both.
 */
const REACT_AND_VUE: readonly {react: string; vue: string; answers: readonly string[]}[] = [
  {react: 'all the props', vue: 'list of props', answers: ['api/props']},
  {
    react: 'stop some rows from being picked',
    vue: 'block picking certain entries',
    answers: [...DISABLE.map(prop), 'api/props#prop-category-disable', 'api/using_module#disabled-items'],
  },
  {
    react: 'read the chosen option',
    vue: 'get the value after the user chooses',
    answers: [prop('broadcast-selected-value')],
  },
  {
    react: 'ask my backend for the next batch on scroll',
    vue: 'load the next page from the server',
    answers: [
      prop('is-api-load'),
      prop('trigger-api-load-event'),
      'api/props#prop-category-lazy-load',
      'api/using_module#lazy-loading-with-view-more',
    ],
  },
  {
    react: 'little x that empties the field',
    vue: 'button to erase the text',
    answers: [prop('show-clear-option')],
  },
  {
    react: 'what shows when there are zero matches',
    vue: 'wording when no item matches',
    answers: [prop('no-search-result-message')],
  },
  {
    react: 'close the list from the keyboard',
    vue: 'key that closes the suggestions',
    answers: ['api/aria#keyboard-escape'],
  },
  {react: 'change the grey hint text in the box', vue: 'placeholder in vue', answers: [prop('place-holder')]},
  {
    react: 'add my own classes to the parts',
    vue: 'extra css classes',
    answers: [prop('custom-class'), ...CLASS_KEYS],
  },
];
const askedBy = (framework: 'react' | 'vue'): Question[] =>
  REACT_AND_VUE.map((topic) => ({ask: topic[framework], answers: topic.answers}));

export const QUESTIONS: Record<FrameworkId, readonly Question[]> = {
  angular: [
    {ask: 'list of every input', answers: ['api/input_props']},
    {
      ask: 'prevent selecting rows that are out of stock',
      answers: [
        ...DISABLE.map(input),
        'api/input_props#input-category-disable',
        'api/using_module#disabled-items',
        'introduction/best_use#disabling-individual-rows',
      ],
    },
    {ask: 'what do I get when an option is chosen', answers: ['api/output_props#output-emit-selected-value']},
    {
      ask: 'page results in from my API as the reader scrolls',
      answers: [
        input('trigger-api-load-event'),
        'api/output_props#output-emit-api-load-event',
        'api/input_props#input-category-lazy-load',
        'api/using_module#lazy-loading-with-view-more',
        'introduction/best_use#lazy-loading-from-your-api',
      ],
    },
    {ask: 'an × to wipe the text', answers: [input('show-clear-option')]},
    {ask: 'text for the empty results row', answers: [input('no-search-result-message')]},
    {ask: 'what does Esc do', answers: ['api/aria#keyboard-escape']},
    {ask: 'hint text inside the empty field', answers: [input('placeholder')]},
    {ask: 'give it my own CSS classes', answers: [input('custom-class'), ...CLASS_KEYS]},
    {
      ask: 'a spinner of my own while loading',
      answers: [
        'api/spinner#showing-your-own-spinner',
        input('is-custom-spinner'),
        'api/spinner#slot-custom-spinner',
      ],
    },
    {
      ask: 'find out when the list is shown',
      answers: ['api/output_props#output-emit-auto-complete-open-event'],
    },
    {
      ask: 'tell me when the user empties the input',
      answers: ['api/output_props#output-emit-clear-selected-event', input('trigger-clear-selection-event')],
    },
    {ask: 'switch the field off while the form is locked', answers: [input('is-auto-complete-disabled')]},
    {ask: 'use without an NgModule', answers: ['api/using_module#standalone-components']},
    {ask: 'the items are plain numbers', answers: [input('is-number')]},
    {ask: 'ngFor trackBy of the options', answers: [input('custom-track-by')]},
    {ask: 'rows I scrolled past should stay in the DOM', answers: [input('is-scroll-threshold-required')]},
    {
      ask: 'stop the list from closing so I can inspect the DOM',
      answers: [input('inspect-auto-complete-list')],
    },
    {
      ask: 'add a button inside the text box',
      answers: ['api/spinner#slot-text-field', 'api/spinner#adding-content-to-the-field'],
    },
    ...PARTS,
  ],
  react: [
    ...askedBy('react'),
    {ask: 'caption over the text box', answers: [prop('show-inputlabel'), prop('input-label')]},
    {ask: 'run code when the field is focused', answers: [prop('trigger-on-focus-event')]},
    {
      ask: 'options are objects, show their title',
      answers: [prop('object-property'), 'api/using_module#object-items-with-objectproperty'],
    },
    {
      ask: 'replace the built-in filtering',
      answers: [prop('search-fn'), 'api/using_module#custom-search-handler'],
    },
    {
      ask: 'start with an option already filled in',
      answers: [prop('default-value'), 'api/using_module#default-value'],
    },
    {ask: 'make the component controlled', answers: ['api/using_module#use-it-in-a-form']},
    ...PARTS,
    {ask: 'inline CSS for each option', answers: ['api/class_style#style-dropdown-list-style']},
    {ask: 'rows stay rendered after scrolling past them', answers: [prop('is-scroll-threshold-required')]},
    {ask: 'debugging the list markup', answers: [prop('inspect-auto-complete-list')]},
  ],
  vue: [
    ...askedBy('vue'),
    {
      ask: 'match on city as well as name',
      answers: [prop('additional-data'), 'api/props#relative-search', 'api/using_module#relative-search'],
    },
    {ask: 'show all entries, no lazy rendering', answers: [prop('load-all-data-at-once')]},
    {ask: 'wording of the load more entry', answers: [prop('view-more-text')]},
    {ask: 'callback on blur', answers: [prop('trigger-blur-event')]},
    ...PARTS,
    {ask: 'rows never removed while scrolling', answers: [prop('is-scroll-threshold-required')]},
    {ask: 'leave the dropdown open for debugging', answers: [prop('inspect-auto-complete-list')]},
    {
      ask: 'my own matcher for deeply nested data',
      answers: ['api/props#option-custom-relative-search-function'],
    },
    {
      ask: 'choose the starting item in relative search',
      answers: ['api/props#option-set-default-value-with-a-custom-function'],
    },
    {ask: 'which keys relative search looks at', answers: ['api/props#option-include-only']},
  ],
};

/** Every question the spec asks, with its framework. */
export function allSpecQuestions(): {framework: FrameworkId; ask: string}[] {
  return (Object.keys(QUESTIONS) as FrameworkId[]).flatMap((framework) =>
    QUESTIONS[framework].map((q) => ({framework, ask: q.ask})),
  );
}
