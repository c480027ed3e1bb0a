/**
 * What the API filter (./Filter.tsx) does, loaded on first use: narrows the rows of every
 * `table[data-api-table]` to the query, highlights matches with the CSS Custom Highlight API (markup
 * untouched), hides emptied tables and their headings, and says "7 of 38 rows" (with a release chosen, how
 * many it lacks). The tables are islands: when one goes live, the filter applies again.
 */
import {LENS_EVENT, LENS_VERSION_ATTRIBUTE, addsTables} from './lens';

const HIGHLIGHT = 'api-filter';
let highlightSheetAdded = false;

interface RowText {
  readonly row: HTMLElement;
  /** Lower-case text of the row's cells, each cell ended by a character no query holds. */
  readonly text: string;
  /** Each text node with the offset of its first character in `text`. */
  readonly nodes: readonly {node: Text; start: number}[];
}

function rowText(row: HTMLTableRowElement): RowText {
  const nodes: {node: Text; start: number}[] = [];
  let text = '';
  for (const cell of Array.from(row.cells)) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT, {
      // The copy-link button's "Link copied" status is not part of the row.
      acceptNode: (node) =>
        node.parentElement?.closest('[role="status"]') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({node: node as Text, start: text.length});
      text += (node as Text).data;
    }
    text += '\u0000';
  }
  return {row, text: text.toLowerCase(), nodes};
}

/** The range of `text` from `from` to `to` (they may lie in different text nodes, e.g. across a `<wbr>`). */
function rangeOf({nodes}: RowText, from: number, to: number): Range {
  const range = document.createRange();
  const at = (offset: number, end: boolean): {node: Text; offset: number} => {
    let found = nodes[0]!;
    for (const entry of nodes) {
      if (entry.start < offset || (!end && entry.start === offset)) found = entry;
      else break;
    }
    return {node: found.node, offset: Math.min(offset - found.start, found.node.length)};
  };
  const start = at(from, false);
  const end = at(to, true);
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  return range;
}

function show(element: HTMLElement, visible: boolean): void {
  element.style.display = visible ? '' : 'none';
}

/** Starts filtering the tables of the page around `input`; returns a function that stops it. */
export function attachFilter(input: HTMLInputElement, status: HTMLElement, searchPage: string): () => void {
  const root = input.closest('article') ?? document.body;
  // The registry is a Map (TypeScript's DOM types do not say so yet).
  const highlights =
    typeof CSS !== 'undefined' && 'highlights' in CSS
      ? (CSS.highlights as unknown as Map<string, Highlight>)
      : undefined;
  if (highlights && !highlightSheetAdded) {
    // A constructed style sheet: the Content-Security-Policy allows no inline <style> element.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`::highlight(${HIGHLIGHT}){background-color:#ffe45c;color:#000}`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    highlightSheetAdded = true;
  }

  let applied = '';
  function apply(): void {
    const raw = input.value.trim();
    const query = raw.toLowerCase();
    applied = query;
    const tables = Array.from(root.querySelectorAll<HTMLTableElement>('table[data-api-table]'));
    const ranges: Range[] = [];
    let total = 0;
    let shown = 0;
    let notInVersion = 0;
    for (const table of tables) {
      let shownHere = 0;
      for (const row of Array.from(table.querySelectorAll<HTMLTableRowElement>('tr[id]'))) {
        total += 1;
        const text = rowText(row);
        let at = query ? text.text.indexOf(query) : 0;
        show(row, at >= 0);
        if (at < 0) continue;
        shown += 1;
        shownHere += 1;
        if (row.getAttribute('data-lens') === 'later') notInVersion += 1;
        while (query && at >= 0) {
          ranges.push(rangeOf(text, at, at + query.length));
          at = text.text.indexOf(query, at + query.length);
        }
      }
      show(table, shownHere > 0);
    }
    // A `###` heading whose tables have no row left goes too.
    for (const heading of Array.from(root.querySelectorAll<HTMLElement>('h3'))) {
      let hasTables = false;
      let allHidden = true;
      for (
        let next = heading.nextElementSibling;
        next && !/^H[1-3]$/.test(next.tagName);
        next = next.nextElementSibling
      ) {
        for (const table of Array.from(next.querySelectorAll<HTMLElement>('table[data-api-table]'))) {
          hasTables = true;
          if (table.style.display !== 'none') allHidden = false;
        }
      }
      if (hasTables) show(heading, !allHidden);
    }
    if (highlights) {
      if (ranges.length) highlights.set(HIGHLIGHT, new Highlight(...ranges));
      else highlights.delete(HIGHLIGHT);
    }

    status.textContent = '';
    const version = root.getAttribute(LENS_VERSION_ATTRIBUTE);
    if (query && shown) {
      status.textContent =
        `${shown} of ${total} rows match “${raw}”.` +
        (version !== null && notInVersion > 0
          ? ` ${notInVersion} of them ${notInVersion === 1 ? 'is' : 'are'} not in ${version}.`
          : '');
    } else if (query) {
      const link = document.createElement('a');
      link.href = `${searchPage}?q=${encodeURIComponent(raw)}`;
      link.textContent = 'Search the whole site';
      status.append(`No row matches “${raw}”. `, link, '.');
    }

    const url = new URL(window.location.href);
    if (raw) url.searchParams.set('filter', raw);
    else url.searchParams.delete('filter');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href);
  }

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || input.value === '') return;
    event.preventDefault();
    input.value = '';
    apply();
  };
  // An island going live replaces its server markup: filter the new rows.
  const observer = new MutationObserver((records) => {
    if (addsTables(records) && applied) apply();
  });

  const fromAddress = new URLSearchParams(window.location.search).get('filter');
  if (fromAddress && !input.value) input.value = fromAddress;
  // The version lens changed the rows (shown, marked): count again.
  const onLens = (): void => {
    if (applied) apply();
  };
  input.addEventListener('input', apply);
  input.addEventListener('keydown', onKeyDown);
  root.addEventListener(LENS_EVENT, onLens);
  observer.observe(root, {childList: true, subtree: true});
  if (input.value.trim()) apply();

  return () => {
    input.removeEventListener('input', apply);
    input.removeEventListener('keydown', onKeyDown);
    root.removeEventListener(LENS_EVENT, onLens);
    observer.disconnect();
    highlights?.delete(HIGHLIGHT);
  };
}
