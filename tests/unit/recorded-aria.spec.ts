/**
 * What the accessibility pages say a package sets for screen readers comes from the recording
 * (src/data/ariaTraits.json) through one function, src/data/ariaTraits.ts `recordedAria`: each
 * page's Known limitations shows its sentences with the package and version recorded, and no hand
 * copy of them is left; a changed recording changes the sentences.
 */
import {test, expect} from '@playwright/test';
import {ariaTraits, TRAIT_STEPS, type PackageTraits, type TraitSnapshot} from '../../src/data/ariaTraits';
import {recordedAria} from '../../src/data/recordedAria';
import {frameworkIds} from '../../src/data/frameworks';
import {loadBuiltPage} from '../support/site';

/** Hand copies of the recording the pages and facts had before they read it. */
const HAND_COPIES = [/numeric index/i, /display text/, /no published default/, /default role is/i];

for (const framework of frameworkIds) {
  test(`${framework}: the accessibility page says what the package was recorded setting, in the recording's words`, () => {
    const $ = loadBuiltPage(`/docs/${framework}/api/aria`);
    const {from, sentences} = recordedAria(ariaTraits.packages[framework]);
    const list = $(`[data-recorded-aria="${framework}"]`);
    expect(list.closest('.theme-admonition-warning').text(), 'in the Known limitations').toContain(
      'Known limitations',
    );
    expect(list.prev('p').text()).toBe(`Recorded in a browser from ${from}:`);
    expect(
      list
        .children('li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(sentences);
    const article = $('article').text();
    for (const copy of HAND_COPIES) expect(article, String(copy)).not.toMatch(copy);
  });
}

test('the sentences come from the recording: another recording, other sentences', () => {
  const recorded = ariaTraits.packages.angular;
  const {sentences} = recordedAria(recorded);
  expect(sentences).toEqual([
    'The input has the role “autocomplete”, not “combobox”, and “autocomplete” is not a WAI-ARIA role: browsers ignore it.',
    "Each row's aria-label is its index (from 0), which a screen reader reads instead of the row's text.",
    'The rows, none of them disabled, have aria-disabled “false”.',
    'Each row has no role, not “option”.',
    'As the keys are pressed, the component sets no aria-expanded, aria-activedescendant or aria-selected: a screen reader is not told whether the list is open or which row is highlighted.',
  ]);
  // A release that makes the input a combobox that says when its list is open, labels each row
  // with a literal and makes the rows options without aria-disabled.
  const changedStep = ({input, rows, activeRow}: TraitSnapshot): TraitSnapshot => ({
    input: {...input, role: 'combobox', 'aria-expanded': '{varies}'},
    rows: rows && {'aria-label': 'Item', role: 'option'},
    activeRow,
  });
  const steps = Object.fromEntries(TRAIT_STEPS.map((step) => [step, changedStep(recorded.steps[step])]));
  const changed = recordedAria({...recorded, version: '9.9.9', steps: steps as PackageTraits['steps']});
  expect(changed.from).toBe('ng-autocomplete-plugin 9.9.9');
  expect(changed.sentences).toEqual([
    'The input has the role “combobox”.',
    "Each row's aria-label is the same text, “Item”, on every row, which a screen reader reads instead of the row's text.",
    'The rows, none of them disabled, have no aria-disabled.',
    'Each row has the role “option”.',
    'As the keys are pressed, the component sets no aria-activedescendant or aria-selected: a screen reader is not told which row is highlighted.',
  ]);
  // The row's own text, or no label at all.
  const labelled = (label: string | undefined) =>
    recordedAria({
      ...recorded,
      steps: {...recorded.steps, typed: {...recorded.steps.typed, rows: label ? {'aria-label': label} : {}}},
    }).sentences[1];
  expect(labelled('{row.text}')).toBe("Each row's aria-label is the row's own text.");
  expect(labelled(undefined)).toBe("Each row has no aria-label: a screen reader reads the row's text.");
});
