/**
 * The words readers use for what a member does, when the reference says it
 * otherwise: "× control" is what the facts call the clear control, a reader
 * may say "x", "erase" or "reset". Every member of the three packages (inputs,
 * props, outputs, class, style and ARIA keys, keyboard keys, Vue's
 * relative-search options, Angular's projection slots) has exactly one entry:
 * tests/unit/member-reader-words.spec.ts names any member of the facts with
 * none or with more than one, so a new prop needs an entry here as well.
 *
 * One entry per concept: a pattern matches the Angular, React and Vue names
 * of the same member (`placeholder` and `placeHolder`, `emitBlurEvent` and
 * `triggerBlurEvent`), and a class key and the style key of the same part of
 * the component share one. The words come from what the facts say the member
 * does (src/data/library-facts.json: its description, category and the part
 * it reaches), said the ways a reader says it; no behaviour the facts do not
 * state, and never a test's question (tests/unit/search-questions.spec.ts).
 * What every member of a kind shares (a class key is CSS, an output an event)
 * is in `kindWords`, once.
 *
 * The search index (src/plugins/search-index) adds a member's words to its own
 * result, next to the other frameworks' names for it (read from the compare
 * page, which lines members up through `crossFramework.namingDifferences`).
 * Build time only; never in a page's JS.
 */
export interface VocabularyEntry {
  /** Matched against the member's name (an input, prop, output, key or keyboard key). */
  readonly pattern: RegExp;
  readonly words: string;
}

export const searchVocabulary: readonly VocabularyEntry[] = [
  // The items and what is shown of them.
  {
    pattern: /^dropdownData$/,
    words: 'items options suggestions choices list data array source entries values',
  },
  {
    pattern: /^objectProperty$/,
    words: 'object items key field name shown displayed label text property of each object',
  },
  {
    pattern: /^defaultValue$/,
    words:
      'initial starting value preselected prefilled filled in at start on load mount first render preset',
  },
  {pattern: /^isNumber$/, words: 'numbers numeric digits number items numerical values'},
  {pattern: /^customTrackBy$/, words: 'trackBy ngFor track rows identity re-render'},

  // The field: placeholder, label, arrow, clear control, disabling it.
  {pattern: /^place[hH]older$/, words: 'hint prompt text shown in the empty field greyed hint'},
  {pattern: /^showInputlabel$/, words: 'label caption title heading over above the field show display'},
  {pattern: /^inputLabel$/, words: 'label caption title wording over above the field'},
  {
    pattern: /^showdropDownArrow$/,
    words: 'arrow chevron caret toggle button opens closes the list show hide',
  },
  {pattern: /^showClearOption$/, words: 'clear × x cross icon button erase wipe reset empty the text field'},
  {
    pattern: /^isAutoCompleteDisabled$/,
    words: 'disabled field turn off switch off read only inactive locked whole component',
  },

  // Searching.
  {
    pattern: /^searchFn$/,
    words: 'custom search own filter filtering matching function logic matcher replace built-in',
  },
  {
    pattern: /^additionalData$/,
    words: 'relative search several many multiple fields keys properties at once across columns',
  },
  {pattern: /^includeOnly$/, words: 'relative search limit restrict only these some keys fields'},
  {
    pattern: /^customRelativeSearchFunction$/,
    words: 'relative search own matcher function nested deep objects data',
  },
  {
    pattern: /^setDefaultValueWithACustomFunction$/,
    words: 'relative search default item initial value starting choose own function',
  },
  {
    pattern: /^noSearchResultMessage$/,
    words: 'no results nothing found zero matches empty list message text wording',
  },

  // Rows that cannot be chosen.
  {
    pattern: /^(disableProperty|disableListFn)$/,
    words:
      'disable some rows items options unselectable not selectable cannot pick choose block prevent greyed unavailable',
  },

  // Long lists: rows rendered a page at a time.
  {
    pattern: /^initialVisibleData$/,
    words: 'how many rows items rendered shown at first at once page size batch virtual scroll windowed',
  },
  {
    pattern: /^scrollThreshold$/,
    words: 'rows dropped removed trimmed disappear vanish scrolling virtual scroll window size',
  },
  {
    pattern: /^isScrollThresholdRequired$/,
    words: 'keep all rows rendered never dropped removed trimmed while scrolling virtual scroll',
  },
  {pattern: /^loadAllDataAtOnce$/, words: 'render show all every item at once no paging no virtual scroll'},

  // Lazy loading from the reader's server.
  {
    pattern: /^(triggerApiLoadEvent|emitApiLoadEvent)$/,
    words:
      'lazy loading load more next page batch fetch request server backend api pagination infinite scroll',
  },
  {
    pattern: /^isApiLoad$/,
    words: 'lazy loading on off more data from the api server stop when everything loaded',
  },
  {
    pattern: /^totalRecords$/,
    words: 'total count number of records all loaded everything here stop loading lazy',
  },
  {pattern: /^showLoadingSpinner$/, words: 'loading spinner indicator while data loads show hide'},
  {pattern: /^isCustomSpinner$/, words: 'own spinner custom loading indicator replace built-in'},
  {pattern: /^showViewMore$/, words: 'view more load more row button show'},
  {
    pattern: /^optViewMoreOnlyForApiCall$/,
    words: 'view more load more only on click not on scroll end manual',
  },
  {pattern: /^viewMoreText$/, words: 'view more load more row button label text wording rename'},

  // Events.
  {
    pattern: /^(emitSelectedValue|broadcastSelectedValue)$/,
    words: 'selected chosen picked value item selection select choose pick change onChange',
  },
  {
    pattern: /^(triggerOnFocusEvent|emitAutoCompleteOpenEvent)$/,
    words: 'focus focused open opens list shown dropdown appears',
  },
  {pattern: /^triggerAutoCompleteOpenEvent$/, words: 'switch for the open event list opens ignored'},
  {pattern: /^(triggerBlurEvent|emitBlurEvent)$/, words: 'blur close closes list loses focus leaves'},
  {
    pattern: /^(triggerClearSelectionEvent|emitClearSelectedEvent)$/,
    words: 'cleared emptied erased reset × clear control clicked',
  },
  {
    pattern: /^inspectAutoCompleteList$/,
    words: 'debug debugging keep the list open on blur inspect devtools dom markup development',
  },

  // Classes, styles and ARIA as props, then the part of the component each key reaches.
  {pattern: /^customClass$/, words: 'css classes className own classes per part'},
  {pattern: /^customStyle$/, words: 'inline styles css style objects per part'},
  {pattern: /^aria$/, words: 'aria labels role overrides accessibility'},
  {
    pattern: /^parentContainer(Class|Style)$/,
    words: 'root outer outermost wrapper container around everything',
  },
  {pattern: /^inputLabelContainer(Class|Style)$/, words: 'wrapper container around the label'},
  {pattern: /^inputLabel(Class|Style)$/, words: 'the label element caption'},
  {
    pattern: /^inputFieldContainer(Class|Style)$/,
    words: 'wrapper container holding the input arrow clear control and list',
  },
  {pattern: /^inputField(Class|Style)$/, words: 'the input element text box field itself'},
  {pattern: /^listContainer(Class|Style)$/, words: 'dropdown panel popup popover container around the list'},
  {pattern: /^dropdownUnorderedList(Class|Style)$/, words: 'the ul list element'},
  {pattern: /^dropdownList(Class|Style)$/, words: 'each every item row option suggestion li'},
  {pattern: /^disableList(Class|Style)$/, words: 'disabled rows items look greyed unavailable'},
  {pattern: /^noResult(Class|Style)$/, words: 'no results row nothing found empty message'},
  {pattern: /^customSpinner(Class|Style)$/, words: 'own spinner custom loading indicator'},
  {pattern: /^viewMore(Class|Style)$/, words: 'view more load more row button'},

  // ARIA keys (and Angular's ARIA inputs of the same names).
  {pattern: /^ariaRole$/, words: 'role attribute of the input combobox'},
  {pattern: /^ariaRoleDescription$/, words: 'role description aria-roledescription'},
  {pattern: /^ariaInputField$/, words: 'accessible name aria-label of the input field'},
  {pattern: /^ariaInputLabel$/, words: 'accessible name aria-label of the label'},
  {pattern: /^ariaULList$/, words: 'accessible name aria-label of the list ul'},
  {pattern: /^ariaListContainer$/, words: 'accessible name aria-label of the list container'},
  {pattern: /^ariaNoSearchResult$/, words: 'accessible name aria-label of the no results row'},
  {pattern: /^ariaViewMore$/, words: 'accessible name aria-label of the view more row'},

  // Keyboard.
  {pattern: /^Escape$/, words: 'esc escape close dismiss hide the list'},
  {pattern: /^ArrowDown$/, words: 'down arrow next row move highlight navigate'},
  {pattern: /^ArrowUp$/, words: 'up arrow previous row move highlight navigate'},
  {pattern: /^Enter$/, words: 'enter return select choose the highlighted row'},

  // Angular's projection slots.
  {pattern: /^\[customSpinner\]$/, words: 'own spinner custom loading indicator projected'},
  {
    pattern: /^\[textField\]$/,
    words: 'own content icon button inside the field after the arrow and clear controls',
  },
];

/**
 * What every member of a kind shares, by the kind its result shows (src/plugins/search-index/records.ts,
 * `KINDS`); `event` for the members the facts class as events (outputs, callback props).
 */
export const kindWords: Readonly<Record<string, string>> = {
  'Class key': 'css class className',
  'Style key': 'inline style css',
  'ARIA key': 'accessibility screen reader aria label',
  'Keyboard key': 'keyboard key press',
  Slot: 'ng-content content projection',
  event: 'event callback handler listener emit fires notified',
};

/** Vocabulary words for a member, from its name. */
export function readerWordsFor(name: string): string[] {
  return searchVocabulary.filter((entry) => entry.pattern.test(name)).map((entry) => entry.words);
}
