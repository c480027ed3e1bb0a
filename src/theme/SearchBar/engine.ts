/**
 * The search itself, loaded with the first search (src/theme/SearchBar):
 * Pagefind's own script (`/pagefind/pagefind.js`, written by
 * src/plugins/search-index after the build), which fetches the parts of the
 * index the query's words need, and the ranking of the site on top of it.
 *
 * - Questions, not titles: Pagefind finds pages holding every word of a query;
 *   a reader's question ("disable one item") often has a word the answer lacks,
 *   so each word is searched as well and the scores added, the pages holding
 *   every word first. The words' index chunks are the same, so this costs no bytes.
 * - The reader's framework first: with a framework (the page's, else the one
 *   chosen with the switcher), its docs are searched on their own, then the
 *   rest (the other frameworks, the blog, the site pages) as a second group.
 * - A page result leads to its best section (Pagefind's sub-results by heading);
 *   a member result (one per API table row) carries its kind, type and default.
 */
import {frameworkIds, type FrameworkId} from '@site/src/data/frameworks';
import {readStoredFramework} from '@site/src/data/frameworkChoice';
import importPagefind from './importPagefind';

/** One result, as the bar shows it. */
export interface SearchHit {
  readonly url: string;
  /** Page title, or the member's name. */
  readonly title: string;
  /** The section of the page the result leads to. */
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
interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}
type Filters = Record<string, unknown>;
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: {filters?: Filters}) => Promise<{results: PagefindResult[]} | null>;
}

/** The framework whose results come first: the page's, else the one chosen with the switcher. */
export function readerFramework(pathname: string): FrameworkId | null {
  const match = /^\/docs\/([^/]+)\//.exec(pathname);
  return frameworkIds.find((id) => id === match?.[1]) ?? readStoredFramework();
}

const FIRST = 8;
const OTHERS = 4;

/** Words a question carries that say nothing about the answer. */
const QUESTION_WORDS = new Set(
  'a an and are can do does for from how i in is it of on one or the to what when where which with'.split(
    ' ',
  ),
);

let loading: Promise<Pagefind> | undefined;

/** Loads Pagefind (its script, then its WebAssembly and index entry). */
export function loadPagefind(scriptUrl: string): Promise<Pagefind> {
  loading ??= importPagefind<Pagefind>(scriptUrl).then(
    async (pagefind) => {
      await pagefind.options({excerptLength: 16});
      await pagefind.init();
      return pagefind;
    },
    (error: unknown) => {
      loading = undefined; // offline or a new deploy: the next keystroke tries again
      throw error;
    },
  );
  return loading;
}

const weightOf = (sub: PagefindSubResult) =>
  (sub.weighted_locations ?? []).reduce((total, location) => total + location.balanced_score, 0);

/** Pagefind results for a question: every word's matches, the pages with all of them first. */
async function ranked(pagefind: Pagefind, query: string, filters: Filters): Promise<PagefindResult[]> {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_-]+/u)
    .filter((word) => word && !QUESTION_WORDS.has(word));
  const queries = [query, ...(words.length > 1 ? words : [])];
  const responses = await Promise.all(queries.map((q) => pagefind.search(q, {filters})));
  const scores = new Map<string, {result: PagefindResult; score: number}>();
  responses.forEach((response, at) => {
    for (const result of response?.results ?? []) {
      const entry = scores.get(result.id) ?? {result, score: 0};
      // A page holding every word of the question gets that match's score twice.
      entry.score += at === 0 && queries.length > 1 ? 2 * result.score : result.score;
      scores.set(result.id, entry);
    }
  });
  return [...scores.values()].sort((a, b) => b.score - a.score).map((entry) => entry.result);
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
