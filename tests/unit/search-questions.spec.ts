/**
 * The search spec's questions are the reader's, not the vocabulary's (issue 46, item 7): a question
 * copied from src/data/searchVocabulary.ts (its entries' words or its comments) measures that file,
 * not the search. No question of tests/support/searchQuestions.ts may be a run of words of the
 * vocabulary file, open with the opening words of an entry, or open with three words the file
 * holds in a row.
 */
import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {searchVocabulary} from '../../src/data/searchVocabulary';
import {frameworkIds} from '../../src/data/frameworks';
import {allSpecQuestions} from '../support/searchQuestions';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** ` a b c ` for a run of words: a run is a substring of another run only on word boundaries. */
const run = (list: readonly string[]) => ` ${list.join(' ')} `;

const VOCABULARY_FILE = join(__dirname, '..', '..', 'src', 'data', 'searchVocabulary.ts');

/** Why `question` is copied from the vocabulary, or undefined. */
function copied(question: string, fileText: string): string | undefined {
  const asked = words(question);
  const file = run(words(fileText));
  if (file.includes(run(asked))) return 'its words are in the vocabulary file, in this order';
  const opening = asked.slice(0, 3);
  if (opening.length === 3 && file.includes(run(opening)))
    return `its opening words "${opening.join(' ')}" are in the vocabulary file, in this order`;
  const entry = searchVocabulary.find((e) => {
    const start = words(e.words).slice(0, 2);
    return start.length === 2 && run(asked.slice(0, 2)) === run(start);
  });
  if (entry) return `it opens like the vocabulary entry "${entry.words}"`;
  return undefined;
}

test('no search spec question is copied from the vocabulary', () => {
  const fileText = readFileSync(VOCABULARY_FILE, 'utf8');
  const questions = allSpecQuestions();
  for (const framework of frameworkIds)
    expect(questions.filter((q) => q.framework === framework).length, framework).toBeGreaterThanOrEqual(15);
  const found = questions
    .map((q) => ({...q, why: copied(q.ask, fileText)}))
    .filter((q) => q.why)
    .map((q) => `[${q.framework}] "${q.ask}": ${q.why}`);
  expect(found, `Ask as a reader would, not as the vocabulary says:\n${found.join('\n')}`).toEqual([]);
});

test('the check finds a question copied from an entry, its opening or its comments', () => {
  const fileText = readFileSync(VOCABULARY_FILE, 'utf8');
  const entry = searchVocabulary[0]!.words;
  expect(copied(entry, fileText)).toBeDefined();
  expect(copied(`${words(entry).slice(0, 2).join(' ')} zqx`, fileText)).toBeDefined();
  expect(copied(`${words(entry).slice(1, 4).join(' ')} zqx`, fileText)).toBeDefined();
  expect(copied('where do I zqx', fileText)).toBeUndefined();
});
