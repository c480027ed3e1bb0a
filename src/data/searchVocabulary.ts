/**
 * The words readers use for what a member does, when the reference says it
 * otherwise ("clear button" for the × control, "nothing matches" for the
 * no-results row). The search index (src/plugins/search-index) adds the words
 * of every entry whose pattern matches a member's name to that member's own result, next to the other frameworks' names
 * for it (read from the compare page, which lines members up through
 * `crossFramework.namingDifferences`).
 *
 * Build time only; never in a page's JS.
 */
export interface VocabularyEntry {
  /** Matched against the member's name (an input, prop, output, key or keyboard key). */
  readonly pattern: RegExp;
  readonly words: string;
}

export const searchVocabulary: readonly VocabularyEntry[] = [
  {pattern: /^showClearOption$/, words: 'clear button x cross empty the input'},
  {pattern: /clear/i, words: 'clear event'},
  {pattern: /noSearchResult|noResult/i, words: 'no results nothing matches empty message not found'},
  {
    pattern: /^(disableProperty|disableListFn)$/,
    words: 'disable one item row option disabled grey out greyed unavailable',
  },
  {pattern: /^isAutoCompleteDisabled$/, words: 'disable the whole field input off'},
  {pattern: /disableList/i, words: 'disabled item'},
  {pattern: /placeholder/i, words: 'placeholder hint text'},
  {pattern: /apiLoad/i, words: 'lazy load api server fetch more rows data pagination backend'},
  {pattern: /^totalRecords$/, words: 'lazy load total count end of the data'},
  {pattern: /selectedValue/i, words: 'selected value selection select choose change event'},
  {pattern: /^customClass$/, words: 'css class classname custom class'},
  {pattern: /^customStyle$/, words: 'inline style css custom style'},
  {pattern: /dropDownArrow/i, words: 'arrow toggle chevron caret open button'},
  {pattern: /spinner/i, words: 'loading indicator spinner'},
  {pattern: /^searchFn$/, words: 'custom search filter function matching'},
  {
    pattern: /additionalData|relativeSearch|includeOnly/,
    words: 'search several fields multiple keys relative search',
  },
  {
    pattern: /scrollThreshold|initialVisibleData|loadAllDataAtOnce/,
    words: 'virtual scroll large list performance paging',
  },
  {pattern: /^dropdownData$/, words: 'data items options list source'},
  {pattern: /^objectProperty$/, words: 'objects as items object key shown label field'},
  {pattern: /^defaultValue$/, words: 'initial value preset prefill start already chosen selected'},
  {pattern: /focus|open/i, words: 'focus open event'},
  {pattern: /blur/i, words: 'blur close event'},
  {pattern: /^Escape$/, words: 'escape close dismiss list keyboard'},
  {pattern: /^Arrow(Up|Down)$/, words: 'arrow keys navigate move keyboard'},
  {pattern: /^Enter$/, words: 'enter select choose keyboard'},
  {pattern: /^aria/, words: 'accessibility screen reader label'},
  {pattern: /viewMore/i, words: 'view more load more button'},
  {pattern: /label/i, words: 'label above the input'},
];

/** Vocabulary words for a member, from its name. */
export function readerWordsFor(name: string): string[] {
  return searchVocabulary.filter((entry) => entry.pattern.test(name)).map((entry) => entry.words);
}
