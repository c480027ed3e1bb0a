/**
 * The search spec's questions are the reader's, not the reader words' (issue 46, item 7): a
 * question copied from the members' reader words (the facts' `readerWords` fields, and the words
 * every member of a kind shares, `kindWords` of src/data/readerWords.ts) measures those words, not
 * the search. No question of tests/support/searchQuestions.ts may be a run of words of one of them,
 * open with its opening words, or open with three words one of them holds in a row.
 */
import {test, expect} from '@playwright/test';
import {kindWords, memberWordsOf} from '../../src/data/readerWords';
import {frameworkIds} from '../../src/data/frameworks';
import type {FactsFile} from '../../src/data/facts';
import {readFacts} from '../support/facts';
import {allSpecQuestions} from '../support/searchQuestions';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** ` a b c ` for a run of words: a run is a substring of another run only on word boundaries. */
const run = (list: readonly string[]) => ` ${list.join(' ')} `;

/** Where reader words are written: each member's `readerWords` in the facts, then each kind's words. */
interface Written {
  readonly where: string;
  readonly words: string;
}

function writtenWords(facts: FactsFile): Written[] {
  return [
    ...memberWordsOf(facts).map((member) => ({
      where: `readerWords of ${member.framework} ${member.list} ${member.name}`,
      words: member.readerWords ?? '',
    })),
    ...Object.entries(kindWords).map(([kind, text]) => ({where: `kindWords["${kind}"]`, words: text})),
  ];
}

/** Why `question` is copied from the reader words, or undefined. */
function copied(question: string, written: readonly Written[]): string | undefined {
  const asked = words(question);
  const opening = asked.slice(0, 3);
  for (const {where, words: text} of written) {
    const field = run(words(text));
    if (field.includes(run(asked))) return `its words are in ${where}, in this order`;
    if (opening.length === 3 && field.includes(run(opening)))
      return `its opening words "${opening.join(' ')}" are in ${where}, in this order`;
    const start = words(text).slice(0, 2);
    if (start.length === 2 && run(asked.slice(0, 2)) === run(start))
      return `it opens like ${where}, "${text}"`;
  }
  return undefined;
}

test("no search spec question is copied from the members' reader words", () => {
  const written = writtenWords(readFacts<FactsFile>());
  expect(written.length, 'the facts give members reader words').toBeGreaterThan(150);
  const questions = allSpecQuestions();
  for (const framework of frameworkIds)
    expect(questions.filter((q) => q.framework === framework).length, framework).toBeGreaterThanOrEqual(15);
  const found = questions
    .map((q) => ({...q, why: copied(q.ask, written)}))
    .filter((q) => q.why)
    .map((q) => `[${q.framework}] "${q.ask}": ${q.why}`);
  expect(found, `Ask as a reader would, not as the reader words say:\n${found.join('\n')}`).toEqual([]);
});

test("the check finds a question copied from a member's reader words, their opening or a run of them", () => {
  const written = writtenWords(readFacts<FactsFile>());
  const first = written[0]!.words;
  expect(copied(first, written)).toBeDefined();
  expect(copied(`${words(first).slice(0, 2).join(' ')} zqx`, written)).toBeDefined();
  expect(copied(`${words(first).slice(1, 4).join(' ')} zqx`, written)).toBeDefined();
  expect(copied(words(kindWords.event!).join(' '), written)).toBeDefined();
  expect(copied('where do I zqx', written)).toBeUndefined();
});
