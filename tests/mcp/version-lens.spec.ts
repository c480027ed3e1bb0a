/**
 * The MCP server and the API pages' version lens answer the same for every
 * release (issue 56 item 1): for each release of each package, the rows a
 * reader sees on the built API pages with "Your version" set to it (names,
 * defaults and types as that release had them, removed members shown again)
 * are exactly the members `list_members` gives for that version, and
 * `get_member` at that version agrees row by row. Both read the facts'
 * history (src/data/facts/history.ts); this holds them to one answer.
 */
import {test, expect, type Page} from '@playwright/test';
import semver from 'semver';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {EMPTY_CELL} from '../../src/data/apiBasics';
import {readFacts} from '../support/facts';
import {gotoHydrated} from '../support/journey';
import {KIND_OF_ANCHOR, useMcpServer} from '../support/mcpServer';

const {callJson} = useMcpServer('lens-tests');

interface SeenRow {
  readonly kind: string;
  readonly name: string;
  readonly default?: string;
  readonly type?: string;
}

/** The member rows the reader sees once the lens shows `version`: value cells as that release had them. */
async function rowsAt(page: Page, version: string): Promise<SeenRow[]> {
  await page.getByRole('combobox', {name: /^Your version of /}).selectOption(version);
  await expect(page.locator('article')).toHaveAttribute('data-lens-version', version);
  const rows = await page.locator('article tr[id]').evaluateAll((trs) =>
    trs
      // A removed member's row keeps `hidden`; the lens shows it (data-lens="removed") when the release had it.
      .filter((tr) => {
        const lens = tr.getAttribute('data-lens');
        return lens === 'removed' || (lens !== 'later' && !(tr as HTMLElement).hidden);
      })
      .map((tr) => {
        /** The cell's value in the chosen release: the lens's "In <version>:" note, else the cell. */
        const valueOf = (cell: Element | null): string | undefined => {
          if (!cell) return undefined;
          // The lens prepends "In <version>: <value>" before "Latest (<version>): ".
          const then = cell.querySelector('[data-lens-note]');
          if (then) return (then.textContent ?? '').replace(/^In [^:]+: /, '');
          const copy = cell.cloneNode(true) as Element;
          for (const note of Array.from(copy.querySelectorAll('[class^="note_"], [data-lens-note]')))
            note.remove();
          return copy.textContent ?? '';
        };
        return {
          id: tr.id,
          name: tr.querySelector('th code, th kbd')?.textContent ?? '',
          default: valueOf(tr.querySelector('td[data-default]')),
          type: valueOf(tr.querySelector('td[data-field="type"]')),
        };
      }),
  );
  return rows
    .filter((row) => !/^(option|slot)-/.test(row.id))
    .map((row) => ({
      kind: KIND_OF_ANCHOR[row.id.split('-')[0]!]!,
      name: row.name,
      ...(row.default && row.default !== EMPTY_CELL ? {default: row.default} : {}),
      ...(row.type ? {type: row.type} : {}),
    }));
}

const byKindAndName = (a: SeenRow, b: SeenRow) => `${a.kind} ${a.name}`.localeCompare(`${b.kind} ${b.name}`);

for (const framework of frameworkIds) {
  test(`every ${framework} release: list_members and get_member at it equal the API pages' lens`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const releases = semver.rsort(
      (readFacts().packages[framework].releases as {version: string}[]).map((r) => r.version),
    );
    const pages = (framework === 'angular' ? ['api/input_props', 'api/output_props'] : ['api/props']).concat([
      'api/class_style',
      'api/aria',
    ]);
    const seen = new Map<string, SeenRow[]>(releases.map((v) => [v, []]));
    for (const path of pages) {
      await gotoHydrated(page, `/docs/${framework}/${path}`);
      for (const version of releases) seen.get(version)!.push(...(await rowsAt(page, version)));
    }
    for (const version of releases) {
      const listed: SeenRow[] = (await callJson('list_members', {framework, version})).map(
        (m: SeenRow & {type?: string; default?: string}) => ({
          kind: m.kind,
          name: m.name,
          ...(m.default !== undefined && m.default !== 'not set' ? {default: m.default} : {}),
          ...(m.type ? {type: m.type} : {}),
        }),
      );
      // The outputs' payload is the type cell; a row shows "not set" where the server gives no default.
      const rows = seen.get(version)!.map((r) => (r.default === 'not set' ? {...r, default: undefined} : r));
      const clean = (list: SeenRow[]) =>
        list.map((r) => JSON.parse(JSON.stringify(r)) as SeenRow).sort(byKindAndName);
      expect(clean(listed), `${framework} ${version}: list_members against the pages' lens`).toEqual(
        clean(rows),
      );
      for (const row of rows.filter((r) => r.default !== undefined || r.type !== undefined)) {
        const member = await callJson('get_member', {framework, name: row.name, kind: row.kind, version});
        expect(member.existed, `${framework} ${version} ${row.name}`).toBe(true);
        if (row.default !== undefined)
          expect(member.default, `${version} ${row.name} default`).toBe(row.default);
        if (row.type !== undefined) expect(member.type, `${version} ${row.name} type`).toBe(row.type);
      }
    }
  });
}

test('a member a later release removed is listed, and answered, at a release that had it', async () => {
  const facts = readFacts();
  const framework: FrameworkId = 'react';
  const removed = facts.packages[framework].history.removedMembers as {name: string; removed: string}[];
  expect(removed.length, 'the React facts record removed members').toBeGreaterThan(0);
  const releases = semver.sort(
    (facts.packages[framework].releases as {version: string}[]).map((r) => r.version),
  );
  for (const member of removed) {
    const before = releases.filter((v) => semver.lt(v, member.removed)).at(-1)!;
    const listed: {name: string; removedIn?: string}[] = await callJson('list_members', {
      framework,
      version: before,
    });
    expect(listed.find((m) => m.name === member.name)?.removedIn, `${member.name} at ${before}`).toBe(
      member.removed,
    );
    const answer = await callJson('get_member', {framework, name: member.name, version: before});
    expect(answer).toMatchObject({existed: true, removedIn: member.removed});
    const after = await callJson('list_members', {framework, version: member.removed});
    expect(after.map((m: {name: string}) => m.name)).not.toContain(member.name);
  }
});
