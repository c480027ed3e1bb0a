/**
 * Scores the site search on a set of questions (tests/support/developmentQuestions.ts,
 * tests/e2e/search.spec.ts): each question is searched as a reader of its framework would, over the
 * built index with the site's ranking (./siteSearch.ts), and counted when a right answer is the
 * first result, among the first three, among the first five.
 */
import type {FrameworkId} from '../../src/data/frameworks';
import {searchBuiltSite} from './siteSearch';

export interface ScoredQuestion {
  readonly ask: string;
  /** `page#anchor` or `page`, under `/docs/<framework>/`. */
  readonly answers: readonly string[];
}

/**
 * Whether a result is one of the answers: `page#anchor` is that address exactly; `page` alone is a
 * page result on that page (leading to any of its sections), not a member row on it.
 */
export function isAnswer(
  result: {readonly url: string; readonly member?: unknown},
  framework: FrameworkId,
  answers: readonly string[],
): boolean {
  return answers.some((answer) => {
    const expected = `/docs/${framework}/${answer}`;
    return answer.includes('#')
      ? result.url === expected
      : !result.member && result.url.split('#')[0] === expected;
  });
}

export interface Score {
  readonly total: number;
  readonly top1: number;
  readonly top3: number;
  readonly top5: number;
  /** The questions whose answer is not first, with the results they got. */
  readonly misses: readonly string[];
}

export async function scoreQuestions(
  questions: Record<FrameworkId, readonly ScoredQuestion[]>,
): Promise<Score> {
  let total = 0;
  let top1 = 0;
  let top3 = 0;
  let top5 = 0;
  const misses: string[] = [];
  for (const [framework, list] of Object.entries(questions) as [FrameworkId, readonly ScoredQuestion[]][]) {
    for (const question of list) {
      total += 1;
      const results = await searchBuiltSite(question.ask, framework);
      const rank = results.findIndex((result) => isAnswer(result, framework, question.answers));
      if (rank === 0) top1 += 1;
      if (rank !== -1 && rank < 3) top3 += 1;
      if (rank !== -1 && rank < 5) top5 += 1;
      if (rank !== 0) {
        misses.push(
          `[${framework}] "${question.ask}" (answer ${rank === -1 ? 'not listed' : `at ${rank + 1}`}): ` +
            `expected ${question.answers.join(' or ')}\n` +
            results
              .slice(0, 5)
              .map((r, at) => `    ${at + 1}. ${r.url}  ${r.title}${r.section ? ` / ${r.section}` : ''}`)
              .join('\n'),
        );
      }
    }
  }
  return {total, top1, top3, top5, misses};
}

const percent = (part: number, total: number) => `${Math.round((100 * part) / total)}%`;

/** `top 1: 80 of 118 (68%) · top 3: … · top 5: …` */
export function scoreLine(score: Score): string {
  return (['top1', 'top3', 'top5'] as const)
    .map(
      (key) =>
        `${key.replace('top', 'top ')}: ${score[key]} of ${score.total} (${percent(score[key], score.total)})`,
    )
    .join(' · ');
}
