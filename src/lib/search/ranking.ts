/**
 * The site's ranking on top of Pagefind, shared by the search box (./engine.ts) and the MCP server's
 * `search_docs`, so both answer a query the same way. Pure: no browser API.
 * - A reader's question often has a word the answer lacks, so each word is searched on its own and
 *   the scores added (the same index chunks: no extra bytes).
 * - A word the docs do not hold (Pagefind answers for a shorter prefix, "p" for "plugh") counts for
 *   nothing, and a query of only such words finds nothing.
 * - With a framework, its docs come first, then the rest as a second group.
 */
import {frameworkIds, getFramework, type FrameworkId} from '../../data/frameworks';

/** One result, as the bar shows it. */
export interface SearchHit {
  readonly url: string;
  readonly title: string;
  readonly section?: string;
  /** Pagefind's excerpt: text with `<mark>` around the matches (escaped by Pagefind). */
  readonly excerpt: string;
  /** Framework label for results outside the reader's framework. */
  readonly framework?: string;
  readonly member?: {
    readonly kind: string;
    readonly type?: string;
    readonly default?: string;
    readonly description: string;
    readonly category?: string;
    readonly page?: string;
  };
}

export interface SearchGroups {
  /** The reader's framework (or everything, without one). */
  readonly first: readonly SearchHit[];
  /** The other frameworks, the blog and the site pages. */
  readonly others: readonly SearchHit[];
}

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: {balanced_score: number}[];
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}
export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}
type Filters = Record<string, unknown>;
export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: {filters?: Filters}) => Promise<{results: PagefindResult[]} | null>;
}

/**
 * What the search box and the MCP server set on Pagefind. `pageLength` 1 (default 0.75): a member's
 * one-line row is not outranked by a long page that mentions the word once.
 */
export const PAGEFIND_OPTIONS = {excerptLength: 16, ranking: {pageLength: 1}};

const FIRST = 8;
const OTHERS = 4;

/** Words a question carries that say nothing about the answer. */
const QUESTION_WORDS = new Set(
  (
    'a about an and any are as at be by can could do does for from get how i if in is it its me my ' +
    'of on one or should so some that the there this to what when where which why will with would'
  ).split(' '),
);

/** Words every docs page holds: they tell no page from another, and a page naming them often would win. */
const EVERYWHERE_WORDS = new Set(
  [
    ...frameworkIds,
    ...frameworkIds.map((id) => getFramework(id).npmName),
    'component',
    'autocomplete',
    'plugin',
  ]
    .flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter(Boolean),
);

const weightOf = (sub: PagefindSubResult) =>
  (sub.weighted_locations ?? []).reduce((total, location) => total + location.balanced_score, 0);

/** A word as Pagefind compares it: lower case, letters, digits and `_` only. */
const bare = (word: string) =>
  word
    .toLowerCase()
    .replace(/&#?\w+;/g, '')
    .replace(/[^\p{L}\p{N}_]+/gu, '');

/** What an English word may end with beyond its stem: "outer|most", "match|er", "clear|ed". */
const ENDING = /^(?:e?s|e?d|ing|e?r|e?st|most|ly|ion|ment|ness)$/;

/**
 * Whether the docs hold `word`: as a whole word, as the start of a word ("placeHol"), or without its
 * last character ("10000" for "1000") or its `ENDING` ("outer" for "outermost"). Otherwise Pagefind
 * still answers for a shorter prefix ("p" for "plugh"): the words marked in its excerpt show which.
 */
async function holds(pagefind: Pagefind, word: string, filters: Filters, found: Promise<PagefindResult[]>) {
  const exact = await pagefind.search(`"${word}"`, {filters});
  if ((exact?.results.length ?? 0) > 0) return true;
  const first = (await found)[0];
  if (!first) return false;
  const asked = bare(word);
  const marked = [...(await first.data()).excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => bare(m[1]!));
  return marked.some(
    (mark) =>
      mark.startsWith(asked) ||
      (asked.startsWith(mark) &&
        (asked.length - mark.length <= 1 || (mark.length >= 4 && ENDING.test(asked.slice(mark.length))))),
  );
}

/**
 * Pagefind results for a question: every word's matches, their scores added. Question words and the
 * words every page holds are left out, so "how do I…" does not rank "How rows are announced".
 */
async function ranked(pagefind: Pagefind, query: string, filters: Filters): Promise<PagefindResult[]> {
  const all = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_-]+/u)
    .filter((word) => word && !QUESTION_WORDS.has(word));
  const informative = all.filter((word) => !EVERYWHERE_WORDS.has(word));
  const asked = informative.length > 0 ? informative : all;
  if (asked.length === 0) return (await pagefind.search(query, {filters}))?.results ?? [];
  const own = asked.map((word) => pagefind.search(word, {filters}).then((r) => r?.results ?? []));
  const held = await Promise.all(asked.map((word, at) => holds(pagefind, word, filters, own[at]!)));
  const words = asked.filter((_, at) => held[at]);
  if (words.length === 0) return [];
  const alone = await Promise.all(asked.flatMap((_, at) => (held[at] ? [own[at]!] : [])));
  // A page holding every word is kept as the search of them all found it: its excerpt and best
  // section are those of the whole question, not of one word.
  const together =
    asked.length > 1 ? ((await pagefind.search(asked.join(' '), {filters}))?.results ?? []) : [];
  const scores = new Map(together.map((result) => [result.id, {result, score: 0}]));
  for (const result of alone.flat()) {
    const entry = scores.get(result.id) ?? {result, score: 0};
    entry.score += result.score;
    scores.set(result.id, entry);
  }
  const results = [...scores.values()].sort((a, b) => b.score - a.score).map((entry) => entry.result);
  return titledFirst(results, words);
}

/** A word without its plural's `s`: "inputs" and "Inputs" name the same list as "input". */
const singular = (word: string) => word.toLowerCase().replace(/s$/, '');

/** How far down a question's results a page titled with one of its words is looked for. */
const TITLE_DEPTH = 16;

/**
 * A question naming a page by its one-word title ("list of props"; alone, also in the singular)
 * asks for that page, not the members whose names hold the word: the page comes first.
 */
async function titledFirst(results: PagefindResult[], words: readonly string[]): Promise<PagefindResult[]> {
  const head = results.slice(0, TITLE_DEPTH);
  const data = await Promise.all(head.map((result) => result.data()));
  const titled = (title: string, word: string) =>
    title.toLowerCase() === word || (words.length === 1 && singular(title) === singular(word));
  const at = data.findIndex((d) => !d.meta.member && words.some((word) => titled(d.meta.title ?? '', word)));
  return at <= 0 ? results : [results[at]!, ...results.filter((_, index) => index !== at)];
}

function hitOf(data: PagefindData, showFramework: boolean): SearchHit {
  const {meta} = data;
  const framework = showFramework ? meta.framework : undefined;
  if (meta.member) {
    return {
      url: data.url,
      title: meta.title ?? '',
      excerpt: data.excerpt,
      framework,
      member: {
        kind: meta.member,
        type: meta.type,
        default: meta.default,
        description: meta.description ?? '',
        category: meta.category,
        page: meta.page,
      },
    };
  }
  const best = [...data.sub_results].sort((a, b) => weightOf(b) - weightOf(a))[0];
  const title = meta.title ?? '';
  return {
    url: best?.url ?? data.url,
    title,
    section: best && best.title !== title ? best.title : undefined,
    excerpt: best?.excerpt ?? data.excerpt,
    framework,
  };
}

async function hits(results: PagefindResult[], count: number, showFramework: boolean): Promise<SearchHit[]> {
  const data = await Promise.all(results.slice(0, count).map((result) => result.data()));
  return data.map((d) => hitOf(d, showFramework));
}

/** What the live region says once results are in. */
export function countText(groups: SearchGroups): string {
  const count = groups.first.length + groups.others.length;
  if (count === 0) return 'No results';
  return count === 1 ? '1 result' : `${count} results`;
}

/** The results of a query, the reader's framework first. */
export async function searchSite(
  pagefind: Pagefind,
  query: string,
  reader: FrameworkId | null,
): Promise<SearchGroups> {
  if (!reader) return {first: await hits(await ranked(pagefind, query, {}), FIRST, true), others: []};
  const [mine, rest] = await Promise.all([
    ranked(pagefind, query, {scope: reader}),
    ranked(pagefind, query, {scope: {none: [reader]}}),
  ]);
  const [first, others] = await Promise.all([hits(mine, FIRST, false), hits(rest, OTHERS, true)]);
  return {first, others};
}
