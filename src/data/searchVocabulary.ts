/**
 * The words readers use for what a member does, when the reference says it
 * otherwise ("clear button" for the × control, "nothing matches" for the
 * no-results row). The search index (src/plugins/search-index) adds the words
 * of every entry whose pattern matches a member's name, description or
 * category to that member's own result, next to the other frameworks' names
 * for it (read from the compare page, which lines members up through
 * `crossFramework.namingDifferences`).
 *
 * Build time only; never in a page's JS.
 */
export interface VocabularyEntry {
  /** Matched against the member's name, description and category. */
  readonly pattern: RegExp;
  readonly words: string;
}

export const searchVocabulary: readonly VocabularyEntry[] = [
  {pattern: /×|clear/i, words: 'clear button reset empty x cross remove text'},
  {pattern: /noSearchResult|nothing to render|list is empty|no results|no-results/i, words: 'no results nothing matches empty message not found'},
  {pattern: /disable/i, words: 'disable disabled grey greyed inactive item row'},
  {pattern: /placeholder/i, words: 'placeholder hint text'},
  {pattern: /lazy|api ?load|request more data|next page/i, words: 'lazy load api server fetch more data pagination infinite'},
  {pattern: /selectedValue|chosen item|row is clicked/i, words: 'selected value selection select choose change event'},
  {pattern: /customClass|class key/i, words: 'css class classname custom class'},
  {pattern: /customStyle|style key/i, words: 'inline style css'},
  {pattern: /dropDownArrow|toggle arrow/i, words: 'arrow toggle chevron caret open button'},
  {pattern: /spinner/i, words: 'loading indicator spinner'},
  {pattern: /searchFn|relative search/i, words: 'custom search filter function matching'},
  {pattern: /virtual|scrollThreshold|initialVisibleData|trimming/i, words: 'virtual scroll large list performance'},
  {pattern: /dropdownData/i, words: 'data items options list source'},
  {pattern: /defaultValue/i, words: 'initial value preset prefill'},
  {pattern: /focus/i, words: 'focus event'},
  {pattern: /blur|list closes/i, words: 'blur close event'},
  {pattern: /^Escape$/, words: 'escape close dismiss list keyboard'},
  {pattern: /^Arrow(Up|Down)$/, words: 'arrow keys navigate move keyboard'},
  {pattern: /^Enter$/, words: 'enter select choose keyboard'},
  {pattern: /^aria/i, words: 'accessibility screen reader label'},
  {pattern: /viewMore/i, words: 'view more load more button'},
];

/** Vocabulary words for a member. */
export function readerWordsFor(...texts: readonly string[]): string[] {
  const text = texts.join(' \n ');
  return searchVocabulary.filter((entry) => entry.pattern.test(text)).map((entry) => entry.words);
}
