/**
 * The stand-in sets the ARIA the packages were recorded setting and no more (issue "Derived, not
 * restated", item 5): the React and Vue stand-ins rendered on the server (no browser) with a typed
 * value, their input's and rows' `role` and `aria-*` attributes against the recording's `typed`
 * step (src/data/ariaTraits.json); the keys, and Angular, are held to it in the browser
 * (tests/e2e/live-preview.spec.ts, "the stand-in sets the recorded ARIA"). And the recording says
 * which ARIA states each package never sets, as the accessibility pages say it. The same renders
 * hold the stand-in to as many rows in the page as the packages were recorded putting there (the
 * facts' rows trial: one page with virtual scroll on).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {test, expect} from '@playwright/test';
import * as cheerio from 'cheerio';
import {ariaTraits, type TraitAttributes} from '../../src/data/ariaTraits';
import {statesNeverSet} from '../../src/data/recordedAria';
import {sampleItems} from '../../src/data/builderScenarios';
import {ariaPlan, standInFiles} from '../stand-in/generate';
import {standInFacts} from '../stand-in/pack';
import {readFacts} from '../support/facts';

const ROOT = join(__dirname, '..', '..');

/** Server-side renderers beside the stand-in's module, so both import the one copy of the framework. */
const RENDERERS = {
  react: `import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as pkg from './index.mjs';
export const render = (name, props) => renderToStaticMarkup(createElement(pkg[name], props));
`,
  vue: `import {createSSRApp, h} from 'vue';
import {renderToString} from 'vue/server-renderer';
import * as pkg from './index.mjs';
export const render = (name, props) => renderToString(createSSRApp({render: () => h(pkg[name], props)}));
`,
};

/** The `role` and `aria-*` attributes of an element of the markup. */
function ariaOf(element: cheerio.Cheerio<never>): Record<string, string> {
  const attributes = (element.get(0) as {attribs?: Record<string, string>} | undefined)?.attribs ?? {};
  return Object.fromEntries(
    Object.entries(attributes).filter(([name]) => name === 'role' || name.startsWith('aria-')),
  );
}

/** The recorded attributes with a row's tokens made its values (`{row.text}`, `{row.index}`). */
function expected(recorded: TraitAttributes, text: string, index: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(recorded).map(([name, value]) => [
      name,
      value === '{row.text}' ? text : value === '{row.index}' ? String(index) : value,
    ]),
  );
}

/** The stand-in of `framework` as its module, and a function rendering its component on the server. */
async function serverRendered(framework: 'react' | 'vue') {
  const facts = standInFacts(framework, readFacts());
  const files = standInFiles(framework, facts);
  const dir = join(ROOT, 'node_modules', '.cache', 'stand-in-aria', `${framework}-${process.pid}`);
  mkdirSync(dir, {recursive: true});
  // The CSS import is the bundler's (a CDN serves it apart); Node cannot import it.
  writeFileSync(join(dir, 'index.mjs'), files['index.js']!.replace(/^import '\.\/[\w.]+\.css';$/m, ''));
  writeFileSync(join(dir, 'render.mjs'), RENDERERS[framework]);
  const {render} = (await import(pathToFileURL(join(dir, 'render.mjs')).href)) as {
    render: (name: string, props: object) => string | Promise<string>;
  };
  return {facts, render: async (props: object) => cheerio.load(await render(facts.componentName!, props))};
}

for (const framework of ['react', 'vue'] as const) {
  test(`${framework}: the stand-in's input and rows have exactly the recorded roles and aria-* attributes`, async () => {
    const {facts, render} = await serverRendered(framework);
    // The reader has typed: defaultValue gives the input text as it mounts, and the list shows its matches.
    const placeholder = facts.members.find((m) => m.toLowerCase() === 'placeholder')!;
    const $ = await render({
      dropdownData: [...sampleItems.strings],
      defaultValue: 'Banana',
      [placeholder]: 'Type a fruit',
    });
    const typed = ariaTraits.packages[framework].steps.typed;
    expect(ariaOf($('input') as never), `${framework}: the input`).toEqual(typed.input);
    const rows = $('li').toArray();
    expect(rows.length, `${framework}: the rows shown`).toBeGreaterThan(0);
    rows.forEach((row, index) => {
      const text = $(row).text().trim();
      expect(ariaOf($(row) as never), `${framework}: the row ${text}`).toEqual(
        expected(typed.rows ?? {}, text, index),
      );
    });
  });
}

for (const framework of ['react', 'vue'] as const) {
  test(`${framework}: the stand-in puts the first page of the matching rows in the page, as the package was recorded doing`, async () => {
    const {facts, render} = await serverRendered(framework);
    const firstPage = facts.firstPage!;
    // The facts' rows trial: with virtual scroll on, a list longer than a page put one page in the page.
    const recorded = readFacts().packages[framework].releases.find((r: {rows?: unknown}) => r.rows).rows.runs;
    const paged = recorded.filter(
      (run: {virtual: boolean; rows: number}) => run.virtual && run.rows > firstPage.rows,
    );
    expect(paged.length, `${framework}: recorded runs longer than a page`).toBeGreaterThan(0);
    for (const run of paged)
      expect(run.rendered, `${framework}: ${run.rows} rows recorded`).toBe(firstPage.rows);
    // "Row 1" typed (the default value) matches Row 1, 10-19, 100-199 and 1000-1999: more than a page.
    const rows = Array.from({length: 2 * firstPage.rows + 500}, (_, i) => `Row ${i + 1}`);
    const matching = rows.filter((row) => row.startsWith('Row 1')).length;
    expect(matching).toBeGreaterThan(firstPage.rows);
    const shown = async (members: object) =>
      (await render({dropdownData: rows, defaultValue: 'Row 1', ...members}))('li').length;
    expect(await shown({})).toBe(firstPage.rows);
    expect(await shown({[firstPage.member]: 20})).toBe(20);
    expect(await shown({[firstPage.member]: rows.length})).toBe(matching);
    if (firstPage.allAtOnce) expect(await shown({[firstPage.allAtOnce]: true})).toBe(matching);
  });
}

test('the stand-in computes an ARIA state only when the package was recorded setting it', () => {
  for (const [framework, traits] of Object.entries(ariaTraits.packages)) {
    const plan = ariaPlan(traits);
    const never = statesNeverSet(traits);
    expect(plan.expanded, framework).toBe(!never.includes('aria-expanded'));
    expect(plan.activedescendant, framework).toBe(!never.includes('aria-activedescendant'));
    expect(plan.selected, framework).toBe(!never.includes('aria-selected'));
  }
});
