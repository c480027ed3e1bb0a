/**
 * The words readers search members by, for the search index (src/plugins/search-index, build time
 * only; never in a page's JS).
 *
 * A member's own words are a field of the facts, `readerWords` on every input, output, prop, class,
 * style and ARIA key, keyboard key, Vue relative-search option and Angular projection slot
 * (src/data/library-facts.json; the facts schema requires them, so `npm run data:check` names a
 * member without them). This module reads them back by the list a member is in, and keeps the
 * words every member of a kind shares (`kindWords`), which are said once, here.
 */
import type {FactsFile, FrameworkId} from './facts';

/**
 * What every member of a kind shares, by the kind its result shows (src/plugins/search-index/records.ts,
 * `KINDS`); `event` for the members the facts class as events (outputs, callback props).
 */
export const kindWords: Readonly<Record<string, string>> = {
  'Class key': 'css class',
  'Style key': 'inline style css',
  'ARIA key': 'accessibility screen reader aria label',
  'Keyboard key': 'keyboard key press',
  Slot: 'ng-content content projection',
  event: 'event callback handler listener emit fires',
};

/** The lists of every package's facts whose entries carry `readerWords`. */
const SHARED_LISTS = ['customClassKeys', 'customStyleKeys', 'ariaKeys', 'keyboard'] as const;

/** The lists of each package's facts whose entries carry `readerWords` (the facts schema requires them there). */
export const READER_WORD_LISTS = {
  angular: ['inputs', 'outputs', 'contentProjection', ...SHARED_LISTS],
  react: ['props', ...SHARED_LISTS],
  vue: ['props', 'relativeSearch.options', ...SHARED_LISTS],
} as const satisfies Record<FrameworkId, readonly string[]>;
export type ReaderWordList = (typeof READER_WORD_LISTS)[FrameworkId][number];

/** One member of the facts and its reader words. */
export interface MemberWords {
  readonly framework: FrameworkId;
  /** Where the facts list it: `props`, `customClassKeys`, `keyboard`... */
  readonly list: ReaderWordList;
  /** Its name (a keyboard entry's key, a slot's selector). */
  readonly name: string;
  /** Its `readerWords`, as the facts have them (undefined only in facts that failed the check). */
  readonly readerWords: string | undefined;
}

type Entry = {
  readonly name?: string;
  readonly key?: string;
  readonly selector?: string;
  readonly readerWords?: string;
};

/** The entries of `list` in a package's facts (none when the package has no such list). */
function entriesOf(pkg: object, list: ReaderWordList): readonly Entry[] {
  const value = list
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], pkg);
  return Array.isArray(value) ? (value as readonly Entry[]) : [];
}

/** Every member of the `framework` package (or of every package) that carries reader words, with them. */
export function memberWordsOf(facts: FactsFile, framework?: FrameworkId): MemberWords[] {
  const ids = framework ? [framework] : (Object.keys(facts.packages) as FrameworkId[]);
  return ids.flatMap((id) =>
    READER_WORD_LISTS[id].flatMap((list: ReaderWordList) =>
      entriesOf(facts.packages[id], list).map((entry) => ({
        framework: id,
        list,
        name: String(entry.name ?? entry.key ?? entry.selector),
        readerWords: entry.readerWords,
      })),
    ),
  );
}

/** One package's reader words, as the search index looks them up. */
export interface ReaderWords {
  /** A listed member's words, by its list and name. */
  of(list: ReaderWordList, name: string): string | undefined;
  /** The words of a member a release removed or renamed, by its old name and that release. */
  ofRemoved(name: string, removed: string): string | undefined;
}

/** The reader words of the `framework` package's members, listed and removed. */
export function readerWordsOf(facts: FactsFile, framework: FrameworkId): ReaderWords {
  const listed = new Map(
    memberWordsOf(facts, framework).map((member) => [`${member.list} ${member.name}`, member.readerWords]),
  );
  const removed = facts.packages[framework].history.removedMembers;
  return {
    of: (list, name) => listed.get(`${list} ${name}`),
    ofRemoved: (name, release) =>
      removed.find((member) => member.name === name && member.removed === release)?.readerWords,
  };
}
