/**
 * The words readers use for what a member does, when the reference says it
 * otherwise ("clear button" for the × control, "grey out one option" for
 * `disableProperty`, "fetch more rows from my server" for the lazy-load
 * members). Every member of the three packages (inputs, props, outputs,
 * class, style and ARIA keys, keyboard keys, Vue's relative-search options,
 * Angular's projection slots) has some: tests/unit/member-reader-words.spec.ts
 * names any member of the facts without them, so a new prop needs an entry
 * here as well.
 *
 * One entry per concept where the frameworks share it: a pattern matches the
 * Angular, React and Vue names of the same member (`placeholder` and
 * `placeHolder`, `emitBlurEvent` and `triggerBlurEvent`). A member collects the
 * words of every entry that matches its name. The words come from what the
 * facts say the member does (src/data/library-facts.json), as a reader would
 * type them; no behaviour the facts do not state.
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
  {pattern: /^dropdownData$/, words: 'data items to choose from options list source suggestions array'},
  {pattern: /^objectProperty$/, words: 'objects as items object key shown label field display text'},
  {pattern: /^defaultValue$/, words: 'initial value preset prefill start already chosen selected'},
  {pattern: /^isNumber$/, words: 'numeric mode list of numbers digits number items'},
  {pattern: /^customTrackBy$/, words: 'trackBy ngFor track rows'},

  // The field: placeholder, label, arrow, clear control, disabling it.
  {pattern: /^place[hH]older$/, words: 'placeholder hint text empty input prompt'},
  {pattern: /^showInputlabel$/, words: 'show a label above the input caption title'},
  {pattern: /^inputLabel$/, words: 'label text caption above the input'},
  {pattern: /^showdropDownArrow$/, words: 'arrow toggle chevron caret open button hide the arrow'},
  {pattern: /^showClearOption$/, words: 'clear button x cross empty the input hide'},
  {pattern: /^isAutoCompleteDisabled$/, words: 'disable the whole field input off turn off'},

  // Searching.
  {pattern: /^searchFn$/, words: 'custom search filter function matching own logic'},
  {pattern: /^additionalData$/, words: 'relative search several fields multiple keys'},
  {pattern: /^includeOnly$/, words: 'relative search only some keys fields of the objects restrict'},
  {pattern: /^customRelativeSearchFunction$/, words: 'relative search own function nested objects data'},
  {
    pattern: /^setDefaultValueWithACustomFunction$/,
    words: 'relative search pick the default item initial value own function',
  },
  {pattern: /noSearchResult|noResult/i, words: 'no results nothing matches empty message not found'},

  // Rows that cannot be chosen.
  {
    pattern: /^(disableProperty|disableListFn)$/,
    words: 'disable one item row option disabled grey out greyed unavailable',
  },
  {pattern: /^disableList/, words: 'disabled item'},
  {pattern: /^disableListClass$/, words: 'look of greyed out unavailable rows'},

  // Long lists: rows rendered a page at a time.
  {
    pattern: /[sS]crollThreshold|initialVisibleData|loadAllDataAtOnce/,
    words: 'virtual scroll large list performance paging',
  },
  {pattern: /^initialVisibleData$/, words: 'how many rows rendered at first page size'},
  {pattern: /^scrollThreshold$/, words: 'rows kept rendered trim drop old rows'},
  {pattern: /^isScrollThresholdRequired$/, words: 'keep every row never drop old rows no trimming'},
  {pattern: /^loadAllDataAtOnce$/, words: 'render all items at once show everything no paging'},

  // Lazy loading from the reader's server.
  {pattern: /apiLoad/i, words: 'lazy load api server fetch more rows data pagination backend'},
  {pattern: /^totalRecords$/, words: 'lazy load total count all data loaded end stop loading'},
  {pattern: /spinner/i, words: 'loading indicator spinner'},
  {pattern: /^showLoadingSpinner$/, words: 'show or hide the spinner while data loads'},
  {pattern: /customSpinner/i, words: 'own spinner instead of the built-in one'},
  {pattern: /viewMore/i, words: 'view more load more button'},
  {pattern: /^optViewMoreOnlyForApiCall$/, words: 'load more only on click not on scroll'},
  {pattern: /^viewMoreText$/, words: 'label text wording'},

  // Events.
  {pattern: /selectedValue/i, words: 'selected value selection select choose pick item change event'},
  {pattern: /^(triggerOnFocusEvent|emitAutoCompleteOpenEvent)$/, words: 'focus open event list opens'},
  {pattern: /^triggerAutoCompleteOpenEvent$/, words: 'switch for the open event'},
  {pattern: /blur/i, words: 'blur close event list closes loses focus'},
  {
    pattern: /^(triggerClearSelectionEvent|emitClearSelectedEvent)$/,
    words: 'clear event input cleared emptied',
  },
  {pattern: /^inspectAutoCompleteList$/, words: 'debug keep the list open inspect devtools development'},

  // Classes and styles: the two props, then the part of the component each key reaches.
  {pattern: /^customClass$/, words: 'css class classname custom class'},
  {pattern: /^customStyle$/, words: 'inline style css custom style'},
  {pattern: /.Class$/, words: 'css class'},
  {pattern: /.Style$/, words: 'inline style css'},
  {pattern: /^parentContainer(Class|Style)$/, words: 'root outer wrapper around everything'},
  {pattern: /^inputLabelContainer(Class|Style)$/, words: 'wrapper around the label'},
  {pattern: /^inputLabel(Class|Style)$/, words: 'the label element'},
  {
    pattern: /^inputFieldContainer(Class|Style)$/,
    words: 'wrapper around the input arrow clear control buttons and list',
  },
  {pattern: /^inputField(Class|Style)$/, words: 'the input box text field itself'},
  {pattern: /^listContainer(Class|Style)$/, words: 'dropdown panel popup wrapper around the list'},
  {pattern: /^dropdownUnorderedList(Class|Style)$/, words: 'the ul list element'},
  {pattern: /^dropdownList(Class|Style)$/, words: 'each item row option li'},

  // Accessibility.
  {pattern: /^aria/, words: 'accessibility screen reader label'},
  {pattern: /^aria$/, words: 'aria labels and role overrides'},
  {pattern: /^ariaRole$/, words: 'role attribute of the input'},
  {pattern: /^ariaRoleDescription$/, words: 'role description aria-roledescription'},
  {pattern: /^ariaInputField$/, words: 'accessible name of the input aria-label'},
  {pattern: /^ariaInputLabel$/, words: 'accessible name of the label'},
  {pattern: /^ariaULList$/, words: 'accessible name of the list ul'},
  {pattern: /^ariaListContainer$/, words: 'accessible name of the list container'},

  // Keyboard.
  {pattern: /^Escape$/, words: 'escape close dismiss list keyboard'},
  {pattern: /^Arrow(Up|Down)$/, words: 'arrow keys navigate move keyboard highlight'},
  {pattern: /^ArrowDown$/, words: 'next row down'},
  {pattern: /^ArrowUp$/, words: 'previous row up'},
  {pattern: /^Enter$/, words: 'enter select choose keyboard highlighted row'},

  // Angular's projection slots.
  {pattern: /^\[\w+\]$/, words: 'ng-content content projection'},
  {pattern: /^\[textField\]$/, words: 'own content inside the field after the arrow and clear controls'},
];

/** Vocabulary words for a member, from its name. */
export function readerWordsFor(name: string): string[] {
  return searchVocabulary.filter((entry) => entry.pattern.test(name)).map((entry) => entry.words);
}
