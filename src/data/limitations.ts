/**
 * Plain-words wording of every `knownDiscrepancies` topic and `behaviourNotes`
 * entry of the facts, for the "Known limitations" list of each framework's
 * other_information page. The source code is ground truth: each sentence says
 * what the package really does.
 *
 * When the facts file gains a topic, `limitationsOf` throws at build time and
 * tests/unit/intro-limitations.spec.ts names the missing topic: add a sentence
 * for it to `wording` below. The facts are passed in (`@facts/<framework>-reference`,
 * which the Known limitations island loads after hydration).
 */
import type {FrameworkId, FullFacts} from './types';

/** Our sentence for each discrepancy topic, keyed by framework and exact topic. */
const wording: Readonly<Record<FrameworkId, Readonly<Record<string, string>>>> = {
  angular: {
    'triggerSearchEvent / emitSearchEvent':
      'There is no triggerSearchEvent input and no emitSearchEvent output in any version, although the README documents them. To react to typing, pass a searchFn.',
    triggerAutoCompleteOpenEvent:
      'Since 2.0.0 the triggerAutoCompleteOpenEvent flag is ignored: emitAutoCompleteOpenEvent fires on every opening and carries the DOM event.',
    'customClassType binding':
      'Bind [customClass] and [customStyle]. The [customClassType] binding shown in README examples is not an input.',
    'showInputlabel / inputLabel':
      "showInputlabel (default false) and inputLabel (default 'Enter or Search value') are real inputs even though the README leaves them out.",
    'emitBlurEvent timing':
      'emitBlurEvent fires whenever the list closes, including straight after a selection, not only when focus leaves; its payload is true.',
    searchFn:
      'searchFn runs on every input event and receives that event; the array or Promise it returns replaces the rows. An async function is rejected and only logs an error, so return a Promise from a plain function.',
    'viewMoreText default': "The View More label defaults to 'View more' (lower-case m).",
    'noSearchResultMessage default':
      "The no-results message defaults to 'No results found.' with a full stop.",
    'placeholder default': "The placeholder defaults to 'Select Value.'.",
    'disableListClass in CSS table':
      'disableListClass styles disabled rows only, replacing the disable-list-element class; it does not change ordinary rows.',
    'Trimming condition':
      'Windowed rendering drops older rows when the computed value reaches initialVisibleData, that is on equality too, not only when it is exceeded.',
    'ARIA default strings':
      "Some ARIA defaults contain typos ('No reults found.', 'Automcomplete search'); set your own text through the ARIA inputs.",
    'Test count': 'The repository has 23 specs; some still call selectedItem with its pre-2.1.1 signature.',
    'Peer dependencies':
      "The peer range is '*' rather than Angular 14+, and @angular/forms is needed at runtime without being declared.",
    'Docs site versions':
      'The older modulejs.org pages stop at 2.1.2; 2.1.3 and 2.1.4 exist but changed only the README.',
  },
  react: {
    'Docs site vs repository':
      'The public repository stops at 2.0.0. View More, keyboard navigation, Escape and the View More class, style and ARIA keys come from the published releases 2.0.1–2.1.2, whose code is not in the repository; on 2.0.0 none of them exist.',
    'Spinner class name':
      'The release notes rename the built-in spinner class from loader to autocomplete-plugin-loader in 2.0.1; the 2.0.0 code still uses loader, so target both if you style it.',
    'showLoadingSpinner default':
      'showLoadingSpinner defaults to true from 2.0.1 (release notes); in 2.0.0 it is off unless you set it.',
    'broadcastSelectedValue required':
      'broadcastSelectedValue is optional: the component works without it, whatever the README marks.',
    searchFn:
      'searchFn replaces the input handler: it receives the event, its return value is ignored and the component no longer filters the rows itself.',
    'README examples':
      'Pass data and callbacks as JSX expressions, not quoted strings, and use customClass and customStyle rather than customClassType.',
    'React version support':
      'The peer dependencies stop at React 18; React 19 is not covered despite the README saying "or higher".',
    CHANGELOG:
      'The repository has no CHANGELOG file; the version history on these pages is built from the git history and the release notes.',
    'Keyboard navigation':
      'Keyboard navigation arrived only in 2.1.1 (arrows and Enter) and Escape in 2.1.2; the 2.0.0 code in the repository has no key handling.',
    'Disabled rows':
      'Disabled rows are blocked only by the CSS rule pointer-events: none; CSS that overrides it makes them selectable again.',
    'placeHolder default': "The placeHolder prop defaults to 'Type or select..'.",
  },
  vue: {
    'Object-item search':
      'In 1.0.2, searching a list of objects returns no rows unless you turn on relativeSearch or pass a searchFn.',
    'Repeated lazy loading':
      'triggerApiLoadEvent is called only once per mounted component: its pending flag never resets, so later pages are never requested.',
    'ariaRole default': "The input's role defaults to 'autocomplete', not 'textbox'.",
    'ariaRoleDescription default': "ariaRoleDescription defaults to 'Autocomplete search'.",
    'inputLabel default': "inputLabel defaults to 'Enter or Search value'.",
    'viewMoreText default': "The View More label defaults to 'View more' (lower-case m).",
    inputLabelContainerClass:
      'The inputLabelContainerClass key has no effect: it is not passed on to the label.',
    'Custom spinner element': 'The custom spinner class and style land on an empty <li>, not on a <span>.',
    'broadcastSelectedValue required':
      'broadcastSelectedValue is optional, although the README marks it required.',
    'customClassType binding': 'Bind :customClass; there is no customClassType prop.',
    searchFn:
      'searchFn runs on every input event and receives the text and the data; the array or Promise it returns replaces the rows.',
    'relativeSearch listing': 'relativeSearch is not a prop of its own: pass it inside additionalData.',
    'CJS entry':
      'require() through the package exports probably fails, because they point to a .umd.js file while the build writes .umd.cjs; use import.',
    'Vue version':
      'The peer dependency asks for Vue 3.2.25 or newer, not the older 3.2 releases the README mentions.',
    'CHANGELOG 1.0.2 text': 'The CHANGELOG entry for 1.0.2 mentions 1.0.1 by mistake; it describes 1.0.2.',
    'placeholder default key':
      "The effective placeholder default is 'Select Value.'; the outer component's default is declared under a misspelled key and never applies.",
  },
};

/** Our sentence for each behaviour note, in the facts' order. */
const noteWording: Readonly<Record<FrameworkId, readonly string[]>> = {
  angular: [
    'A new dropdownData array given while the list is open (outside a lazy load) shows up the next time the list opens.',
    'The × clear control still works when isAutoCompleteDisabled is true.',
    'Rows are selected on click; moving focus into the list does not count as leaving the input.',
  ],
  react: [
    'With showClearOption on, the × control is always shown, even when the input is empty.',
    'Clearing does not reset the rendered list and does not call broadcastSelectedValue.',
    'Rows are selected on mousedown, before the input loses focus.',
  ],
  vue: [
    'With showClearOption on, the × control is always shown, and clearing does not reset the rendered rows.',
    'Rows are selected on click; moving focus to a row, a disabled row or the list does not count as leaving the input.',
  ],
};

export interface Limitation {
  /** The facts' topic, or `note-<n>` for a behaviour note. */
  readonly topic: string;
  readonly text: string;
}

export function limitationsOf(facts: FullFacts): Limitation[] {
  const framework = facts.id;
  const own = wording[framework];
  const topics = facts.knownDiscrepancies.map(({topic}): Limitation => {
    const text = own[topic];
    if (!text) {
      throw new Error(
        `No wording for ${framework} knownDiscrepancies topic "${topic}". Add it to wording.${framework} in src/data/limitations.ts.`,
      );
    }
    return {topic, text};
  });
  const sourceNotes = facts.behaviourNotes;
  const words = noteWording[framework];
  if (words.length !== sourceNotes.length) {
    throw new Error(
      `${framework} has ${sourceNotes.length} behaviourNotes in the facts but ${words.length} sentences in noteWording.${framework} (src/data/limitations.ts); write one sentence per note, in order.`,
    );
  }
  return [...topics, ...words.map((text, index): Limitation => ({topic: `note-${index + 1}`, text}))];
}

/** The topics the facts list, for tests. */
export function discrepancyTopicsOf(facts: FullFacts): string[] {
  return facts.knownDiscrepancies.map(({topic}) => topic);
}
