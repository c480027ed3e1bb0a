/**
 * The site search on the development questions (issue 46, item 7) of
 * tests/support/developmentQuestions.ts, written before the ranking and the reader words were
 * changed, run over the built index (`build/pagefind`) with the search box's own ranking, in Node,
 * as the MCP server's `search_docs` runs them. The score (answer first, in the first three, in the
 * first five) is printed; it must not fall below the floor, set a little under the score the
 * ranking reached. The search has been looked at against these questions: the score tracks
 * changes, it does not measure unseen questions.
 */
import {test, expect} from '@playwright/test';
import {developmentQuestions} from '../support/developmentQuestions';
import {scoreLine, scoreQuestions} from '../support/searchScore';

/**
 * Share of questions whose answer is first / among the first three / five. Before the ranking and
 * vocabulary were changed (issue 46): 62, 90 and 100 of 118; after: 71, 98 and 104 of 118. The
 * floor is the after score less about four questions. With the reader words moved into the facts
 * and the words copied from these questions taken out of them: 68, 95 and 105 of 118. With the
 * last copied words taken out too (67, 94 and 104), then the ranking changed (each word's scores
 * added, no bonus for holding them all; endings; a page named by its title; Pagefind's pageLength
 * 1): 86, 104 and 108 of 118.
 */
const FLOOR = {top1: 0.56, top3: 0.79, top5: 0.84};

test('development reader questions find their answer, in every framework', async () => {
  test.setTimeout(120_000);
  for (const [framework, questions] of Object.entries(developmentQuestions))
    expect(questions.length, framework).toBeGreaterThanOrEqual(30);
  const score = await scoreQuestions(developmentQuestions);
  console.log(`Development-set search score: ${scoreLine(score)}\n${score.misses.join('\n')}`);
  expect.soft(score.top1 / score.total, scoreLine(score)).toBeGreaterThanOrEqual(FLOOR.top1);
  expect.soft(score.top3 / score.total, scoreLine(score)).toBeGreaterThanOrEqual(FLOOR.top3);
  expect(score.top5 / score.total, scoreLine(score)).toBeGreaterThanOrEqual(FLOOR.top5);
});
