/**
 * The built API pages show every member of every package in library-facts.json
 * (read here from the JSON itself, not through src/plugins/library-facts), each in a row
 * with its anchor id, its name and its rendered default.
 */
import {existsSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {formatDefault, rowAnchor, type RowKind} from '../../src/data/api';
import {htmlFileFor, readBuiltHtml} from '../support/site';
import {readFacts} from '../support/facts';
import {asPagesReadIt} from '../../src/data/facts';

/* eslint-disable @typescript-eslint/no-explicit-any -- the facts file is read as untyped JSON on purpose */
const json: any = readFacts();
// The facts as the pages read them: every member has a since, shown only when a release after the first added it.
const facts: any = {
  ...json,
  packages: Object.fromEntries(
    Object.entries(json.packages).map(([id, pkg]) => [id, asPagesReadIt(pkg as Record<string, unknown>)]),
  ),
};

interface Expected {
  readonly framework: string;
  readonly page: string;
  readonly kind: RowKind;
  readonly name: string;
  /** Text that must be in the row's Default cell. */
  readonly defaultText?: string;
  /** Text that must be in the row's Since cell. */
  readonly since?: string;
}

const api = (fw: string, page: string): string => `/docs/${fw}/api/${page}`;

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');
}

const textOf = (html: string): string =>
  decode(html.replace(/<wbr\s*\/?>/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The HTML of the row with this id (the minifier may drop quotes and `</tr>`). */
function rowHtml(html: string, id: string): string | undefined {
  const start = html.search(new RegExp(`<tr id=["']?${id}["' >]`));
  if (start < 0) return undefined;
  const rest = html.slice(start + 3);
  const end = rest.search(/<tr[\s>]|<\/tbody>|<\/table>/);
  return html.slice(start, start + 3 + (end < 0 ? rest.length : end));
}

/** The text of the cell marked `data-default` in a row. */
function cellText(row: string, marker: string): string {
  const at = row.indexOf(marker);
  if (at < 0) return '';
  const rest = row.slice(at);
  const end = rest.slice(1).search(/<td[\s>]|<th[\s>]/);
  return textOf('<' + (end < 0 ? rest : rest.slice(0, end + 1)));
}

function expectedRows(): Expected[] {
  const rows: Expected[] = [];
  // Each framework's members: where its table is, what a row is called, the list of the facts.
  const memberTables: [string, string, RowKind, any[]][] = [
    ['angular', 'input_props', 'input', facts.packages.angular.inputs],
    ['react', 'props', 'prop', facts.packages.react.props],
    ['vue', 'props', 'prop', facts.packages.vue.props],
  ];
  for (const [framework, page, kind, members] of memberTables) {
    for (const m of members) {
      rows.push({
        framework,
        page: api(framework, page),
        kind,
        name: m.name,
        defaultText: formatDefault(m.default, m.type).text,
        since: m.since,
      });
    }
  }
  for (const o of facts.packages.angular.outputs)
    rows.push({framework: 'angular', page: api('angular', 'output_props'), kind: 'output', name: o.name});
  for (const e of facts.packages.vue.emits) {
    rows.push({framework: 'vue', page: api('vue', 'props'), kind: 'output', name: String(e?.name ?? e)});
  }

  for (const fw of ['angular', 'react', 'vue']) {
    const pkg = facts.packages[fw];
    const groups: [RowKind, string, any[]][] = [
      ['class', 'class_style', pkg.customClassKeys],
      ['style', 'class_style', pkg.customStyleKeys],
      ['aria', 'aria', pkg.ariaKeys],
    ];
    for (const [kind, page, keys] of groups) {
      for (const k of keys) {
        rows.push({
          framework: fw,
          page: api(fw, page),
          kind,
          name: k.name,
          defaultText: k.default === undefined ? undefined : JSON.stringify(k.default),
          since: k.since,
        });
      }
    }
  }
  return rows;
}

const pageCache = new Map<string, string>();
function page(path: string): string {
  if (!pageCache.has(path)) {
    if (!existsSync(htmlFileFor(path))) {
      throw new Error(`${htmlFileFor(path)} is missing: run \`npx docusaurus build\` before the unit tests.`);
    }
    pageCache.set(path, readBuiltHtml(path));
  }
  return pageCache.get(path)!;
}

for (const framework of ['angular', 'react', 'vue']) {
  test(`${framework}: every member and key of library-facts.json has its row, anchor and default`, () => {
    const problems: string[] = [];
    for (const row of expectedRows().filter((r) => r.framework === framework)) {
      const id = rowAnchor(row.kind, row.name);
      const html = page(row.page);
      const tr = rowHtml(html, id);
      if (!tr) {
        problems.push(`${row.framework} ${row.kind} "${row.name}": no <tr id="${id}"> on ${row.page}`);
        continue;
      }
      const idCount = html.split(new RegExp(`id=["']?${id}["' >]`)).length - 1;
      if (idCount !== 1)
        problems.push(`${row.framework} "${row.name}": id "${id}" appears ${idCount} times on ${row.page}`);
      if (!textOf(tr).includes(row.name))
        problems.push(`${row.framework} "${row.name}": row #${id} on ${row.page} does not show the name`);
      if (!new RegExp(`href=["']?#${id}["' >]`).test(tr) || !/aria-label=["']?Copy link/.test(tr)) {
        problems.push(
          `${row.framework} "${row.name}": row #${id} on ${row.page} lacks its "Copy link" anchor link`,
        );
      }
      if (row.defaultText !== undefined) {
        const cell = cellText(tr, 'data-default');
        if (!cell.includes(row.defaultText)) {
          problems.push(
            `${row.framework} "${row.name}": default cell of #${id} on ${row.page} reads "${cell}", expected "${row.defaultText}"`,
          );
        }
      }
      if (row.since !== undefined && !textOf(tr).includes(row.since)) {
        problems.push(
          `${row.framework} "${row.name}": row #${id} on ${row.page} does not show since ${row.since}`,
        );
      }
    }
    expect(problems, `Fix src/data/api.ts or the page's <ApiTable>:\n${problems.join('\n')}`).toEqual([]);
  });
}

test('react callbacks sit in the props table under the callbacks category', () => {
  const html = page(api('react', 'props'));
  const names: string[] = facts.packages.react.callbacks
    .slice(facts.packages.react.callbacks.indexOf(':') + 1)
    .split(',')
    .map((s: string) => s.replace(/[.\s]/g, ''));
  const start = html.search(/id=["']?prop-category-callbacks["' >]/);
  expect(
    start,
    'React props page has no "Callbacks (function props)" group (#prop-category-callbacks)',
  ).toBeGreaterThan(0);
  const next = html.slice(start + 10).search(/id=["']?prop-category-/);
  const section = html.slice(start, next < 0 ? undefined : start + 10 + next);
  for (const name of names) {
    expect(
      section,
      `React callback ${name} must be a row of the callbacks group on /docs/react/api/props`,
    ).toMatch(new RegExp(`<tr id=["']?${rowAnchor('prop', name)}["' >]`));
  }
});

test('vue props page says plainly that there are no emits, and documents relativeSearch', () => {
  const text = textOf(page(api('vue', 'props')));
  expect(
    facts.packages.vue.emits,
    'Vue now declares emits: add an emits table to /docs/vue/api/props',
  ).toEqual([]);
  expect(text, '/docs/vue/api/props must state that the component declares no emits').toMatch(
    /declares no emits/i,
  );
  for (const option of facts.packages.vue.relativeSearch.options) {
    expect(
      rowHtml(page(api('vue', 'props')), rowAnchor('option', option.name)),
      `relativeSearch option ${option.name} has no row`,
    ).toBeTruthy();
  }
  expect(text, '/docs/vue/api/props must name where relativeSearch goes (relativeSearch.location)').toContain(
    facts.packages.vue.relativeSearch.location,
  );
});

test('angular outputs page states that triggerSearchEvent and emitSearchEvent do not exist', () => {
  const text = textOf(page(api('angular', 'output_props')));
  expect(text).toContain('triggerSearchEvent');
  expect(text).toContain('emitSearchEvent');
  expect(text, 'the outputs page must say triggerAutoCompleteOpenEvent is ignored').toMatch(
    /triggerAutoCompleteOpenEvent[^.]*ignored/,
  );
});

test('keyboard tables show every key with its since version', () => {
  const problems: string[] = [];
  for (const fw of ['angular', 'vue']) {
    for (const k of facts.packages[fw].keyboard) {
      const tr = rowHtml(page(api(fw, 'aria')), rowAnchor('keyboard', k.key));
      if (!tr) problems.push(`${fw}: no keyboard row for ${k.key} on ${api(fw, 'aria')}`);
      else if (k.since && !textOf(tr).includes(k.since))
        problems.push(`${fw}: keyboard row ${k.key} lacks since ${k.since}`);
    }
  }
  const react = page(api('react', 'aria'));
  for (const [key, since] of [
    ['ArrowDown', '2.1.1'],
    ['Enter', '2.1.1'],
    ['Escape', '2.1.2'],
  ] as const) {
    const tr = rowHtml(react, rowAnchor('keyboard', key));
    if (!tr || !textOf(tr).includes(since))
      problems.push(`react: keyboard row ${key} with since ${since} missing`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

const apiPages: Record<string, string[]> = {
  angular: ['input_props', 'output_props', 'spinner', 'class_style', 'aria'],
  react: ['props', 'class_style', 'aria'],
  vue: ['props', 'class_style', 'aria'],
};

for (const [fw, pages] of Object.entries(apiPages)) {
  test(`${fw}: API pages link to each other and to using_module; tables are named`, () => {
    const members = fw === 'angular' ? 'input_props' : 'props';
    for (const p of pages) {
      const html = page(api(fw, p));
      for (const target of ['using_module', members, 'class_style', 'aria'].filter((t) => t !== p)) {
        expect(html, `${api(fw, p)} must link to ${api(fw, target)}`).toMatch(
          new RegExp(`href=["']?${api(fw, target)}["'#> ]`),
        );
      }
      // Every reference table is named (it is a card list on a phone, a table on a laptop).
      const tables = html.match(/<table[^>]*data-api-table[^>]*>/g) ?? [];
      expect(tables.length, `${api(fw, p)} has no reference table`).toBeGreaterThan(0);
      for (const table of tables)
        expect(table, `${api(fw, p)}: a reference table needs a name`).toMatch(/aria-label=/);
      if (p !== 'spinner') {
        expect(textOf(html), `${api(fw, p)} needs a "Known limitations" admonition`).toContain(
          'Known limitations',
        );
      }
    }
  });
}
