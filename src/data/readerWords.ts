/**
 * The words readers search members by, for the search index (build time only): each member's
 * `readerWords` from the facts, and the words every member of a kind shares, said once here.
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

const SHARED_LISTS = ['customClassKeys', 'customStyleKeys', 'ariaKeys', 'keyboard'] as const;

/** The lists whose entries carry `readerWords` (the facts schema requires them there). */
export const READER_WORD_LISTS = {
  angular: ['inputs', 'outputs', 'contentProjection', ...SHARED_LISTS],
  react: ['props', ...SHARED_LISTS],
  vue: ['props', 'relativeSearch.options', ...SHARED_LISTS],
} as const satisfies Record<FrameworkId, readonly string[]>;
export type ReaderWordList = (typeof READER_WORD_LISTS)[FrameworkId][number];

export interface MemberWords {
  readonly framework: FrameworkId;
  readonly list: ReaderWordList;
  /** A keyboard entry's key, a slot's selector. */
  readonly name: string;
  /** Undefined only in facts that failed the check. */
  readonly readerWords: string | undefined;
}

type Entry = {
  readonly name?: string;
  readonly key?: string;
  readonly selector?: string;
  readonly readerWords?: string;
};

function entriesOf(pkg: object, list: ReaderWordList): readonly Entry[] {
  const value = list
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], pkg);
  return Array.isArray(value) ? (value as readonly Entry[]) : [];
}

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

export interface ReaderWords {
  of(list: ReaderWordList, name: string): string | undefined;
  ofRemoved(name: string, removed: string): string | undefined;
}

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
