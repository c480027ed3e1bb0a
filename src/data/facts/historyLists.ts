/**
 * The lists of a package's facts whose entries are members with a history
 * (`since`; a removed one is in `history.removedMembers`). Keyboard entries are
 * named by `key`, the others by `name`. Here rather than in the facts schema so
 * that ./history.ts, which pages may import, does not bundle zod.
 */
export const HISTORY_LISTS = [
  'inputs',
  'outputs',
  'props',
  'customClassKeys',
  'customStyleKeys',
  'ariaKeys',
  'keyboard',
] as const;
export type HistoryList = (typeof HISTORY_LISTS)[number];
