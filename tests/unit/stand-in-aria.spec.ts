/**
 * The stand-in sets the ARIA the packages were recorded setting and no more (issue "Derived, not
 * restated", item 5): the React and Vue stand-ins rendered on the server (no browser) with a typed
 * value, their input's and rows' `role` and `aria-*` attributes against the recording's `typed`
 * step (src/data/ariaTraits.json); the keys, and Angular, are held to it in the browser
 * (tests/e2e/live-preview.spec.ts, "the stand-in sets the recorded ARIA"). And the recording says
 * which ARIA states each package never sets, as the accessibility pages say it.
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

for (const framework of ['react', 'vue'] as const) {
  test(`${framework}: the stand-in's input and rows have exactly the recorded roles and aria-* attributes`, async () => {
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
    // The reader has typed: defaultValue gives the input text as it mounts, and the list shows its matches.
    const placeholder = facts.members.find((m) => m.toLowerCase() === 'placeholder')!;
    const $ = cheerio.load(
      await render(facts.componentName!, {
        dropdownData: [...sampleItems.strings],
        defaultValue: 'Banana',
        [placeholder]: 'Type a fruit',
      }),
    );
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

test('the stand-in computes an ARIA state only when the package was recorded setting it', () => {
  for (const [framework, traits] of Object.entries(ariaTraits.packages)) {
    const plan = ariaPlan(traits);
    const never = statesNeverSet(traits);
    expect(plan.expanded, framework).toBe(!never.includes('aria-expanded'));
    expect(plan.activedescendant, framework).toBe(!never.includes('aria-activedescendant'));
    expect(plan.selected, framework).toBe(!never.includes('aria-selected'));
  }
});
