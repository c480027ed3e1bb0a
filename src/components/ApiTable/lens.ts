/**
 * What the version lens does to an API page's tables, loaded once a reader has a version, through the rows'
 * data attributes (`data-since`, `data-removed`, `data-earlier`; see ./README.md). Releases are ordered by
 * their place in the page's list (newest first), so no version parser is shipped. Everything added carries
 * `data-lens-note` and is removed on change; the filter (./filterRows.ts) hears `api-lens` and counts again.
 */
import type {EarlierCell} from '@site/src/data/api';
import styles from './styles.module.css';

export interface LensSummary {
  /** Rows the chosen release does not have (added later). */
  readonly later: number;
  /** Rows of removed members the chosen release has, now shown. */
  readonly removed: number;
  /** Cells (defaults, types) whose value in the chosen release differs from the latest. */
  readonly earlier: number;
}

export interface Lens {
  /** Applies `version` (null: none) and says what it changed. */
  set(version: string | null): LensSummary;
  detach(): void;
}

/** The event the lens sends on `root` after each change. */
export const LENS_EVENT = 'api-lens';
/** The attribute of `root` that names the release applied. */
export const LENS_VERSION_ATTRIBUTE = 'data-lens-version';

/** Whether DOM changes added a table or rows: an island that went live or rendered its tables. */
export const addsTables = (records: readonly MutationRecord[]): boolean =>
  records.some((record) =>
    Array.from(record.addedNodes).some(
      (node) => node instanceof Element && (node.matches('table, tr') || node.querySelector('table')),
    ),
  );

function note(parts: readonly (string | {code: string})[], className: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.setAttribute('data-lens-note', '');
  span.className = className;
  for (const part of parts) {
    if (typeof part === 'string') span.append(part);
    else {
      const code = document.createElement('code');
      code.textContent = part.code;
      span.append(code);
    }
  }
  return span;
}

function parseEarlier(cell: HTMLElement): EarlierCell[] {
  try {
    const parsed: unknown = JSON.parse(cell.getAttribute('data-earlier') ?? '[]');
    return Array.isArray(parsed) ? (parsed as EarlierCell[]) : [];
  } catch {
    return [];
  }
}

/** Starts the lens on the tables inside `root`; `releases` newest first; `onChange` hears each change. */
export function attachLens(
  root: HTMLElement,
  releases: readonly string[],
  onChange: (summary: LensSummary, version: string | null) => void,
): Lens {
  const rank = (version: string): number => {
    const at = releases.indexOf(version);
    return at < 0 ? Infinity : at;
  };
  /** Whether release `a` came after release `b`. */
  const after = (a: string, b: string): boolean => rank(a) < rank(b);
  let current: string | null = null;

  function clear(): void {
    for (const added of Array.from(root.querySelectorAll('[data-lens-note]'))) added.remove();
    for (const row of Array.from(root.querySelectorAll<HTMLElement>('tr[data-lens]'))) {
      row.removeAttribute('data-lens');
      row.classList.remove(styles.lensLater!, styles.lensRemoved!);
      if (row.hasAttribute('data-removed')) row.removeAttribute('id');
    }
    root.removeAttribute(LENS_VERSION_ATTRIBUTE);
  }

  function apply(version: string | null): LensSummary {
    clear();
    const summary = {later: 0, removed: 0, earlier: 0};
    if (version === null) return summary;
    root.setAttribute(LENS_VERSION_ATTRIBUTE, version);
    const rows = root.querySelectorAll<HTMLTableRowElement>('tr[data-since], tr[data-removed]');
    for (const row of Array.from(rows)) {
      // A removed row without `data-since` has been there since the first release.
      const since = row.getAttribute('data-since');
      const removed = row.getAttribute('data-removed');
      if (removed !== null) {
        if ((since !== null && after(since, version)) || !after(removed, version)) continue;
        const anchor = row.getAttribute('data-anchor');
        if (anchor && !document.getElementById(anchor)) row.id = anchor;
        row.setAttribute('data-lens', 'removed');
        // Shown by a class that wins over `hidden`, so clearing restores the server's markup exactly.
        row.classList.add(styles.lensRemoved!);
        summary.removed += 1;
      } else if (since !== null && after(since, version)) {
        row.setAttribute('data-lens', 'later');
        row.classList.add(styles.lensLater!);
        row.cells[0]?.append(note([`added in ${since} — not in ${version}`], styles.lensNote!));
        summary.later += 1;
      }
    }
    for (const cell of Array.from(root.querySelectorAll<HTMLElement>('[data-earlier]'))) {
      const row = cell.closest('tr');
      const lens = row?.getAttribute('data-lens');
      if (!row || lens === 'later' || (row.hidden && lens !== 'removed')) continue;
      const then = parseEarlier(cell).find((c) => after(c.until, version));
      if (!then) continue;
      const latest = releases[0] ?? '';
      cell.prepend(
        note([`In ${version}: `, then.code ? {code: then.text} : then.text], styles.lensEarlier!),
        note([`Latest (${latest}): `], styles.lensLatest!),
      );
      summary.earlier += 1;
    }
    return summary;
  }

  const set = (version: string | null): LensSummary => {
    current = version;
    const summary = apply(version);
    root.dispatchEvent(new CustomEvent(LENS_EVENT, {bubbles: true}));
    onChange(summary, version);
    return summary;
  };
  // An island that renders (client-side navigation, `npm start`) brings new rows: apply again.
  const observer = new MutationObserver((records) => {
    if (addsTables(records) && current !== null) set(current);
  });
  observer.observe(root, {childList: true, subtree: true});

  return {
    set,
    detach() {
      observer.disconnect();
      clear();
    },
  };
}
