/**
 * Twins for reading, not for clicking (issue 46, item 6): the Markdown twins
 * (src/plugins/llms-txt, `build/docs/**.md`), which assistants read, hold no
 * sentence that names a control of the page the twin does not have. The
 * controls are collected from the built pages, as the site's components render
 * them: the visible name of every button and the name of every labelled box
 * (the API filter, the builder's fields) inside a docs page's content. A twin
 * keeps none of them (the converter drops buttons and form fields), so a
 * sentence naming one ("press Run here", "the filter above the tables") reads
 * as nonsense without the page; nor does it describe what those controls do
 * there ("here in the page, or in a new tab"). Run `npm run build` first.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {load} from 'cheerio';
import {filesUnder} from '../support/files';
import {BUILD_DIR, builtHtmlFiles} from '../support/site';

const clean = (text: string) => text.replace(/[\u200b\s]+/g, ' ').trim();

/**
 * The names of the controls the docs pages render inside their content, with the pages holding them:
 * buttons by their visible text, boxes and fields by their label's first words ("Filter").
 */
function controlsOfBuiltPages(): Map<string, Set<string>> {
  const controls = new Map<string, Set<string>>();
  const add = (name: string, page: string) => {
    if (name.length < 3) return;
    controls.set(name, (controls.get(name) ?? new Set()).add(page));
  };
  for (const file of builtHtmlFiles().filter((f) => /[\\/]docs[\\/]/.test(f))) {
    const $ = load(readFileSync(file, 'utf8'));
    const content = $('main');
    content.find('button').each((_, el) => add(clean($(el).text()), file));
    // A labelled box (the API filter): a reader calls it by its label's first word.
    content.find('[role=search] label, [role=search] [aria-label]').each((_, el) => {
      const label = clean($(el).text() || $(el).attr('aria-label') || '');
      add(label.split(' ')[0] ?? '', file);
    });
  }
  return controls;
}

/** The sentences of a Markdown text (code blocks and table rows left out: they are code and data). */
function sentencesOf(markdown: string): string[] {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .filter((line) => !line.startsWith('|'))
    .join('\n');
  return prose
    .split(/(?<=[.!?:])\s+|\n{2,}/)
    .map(clean)
    .filter(Boolean);
}

/** Whether a sentence names a control: its name as words (bold or plain), not inside a link's text to elsewhere. */
function namesControl(sentence: string, control: string): boolean {
  const plain = sentence.replace(/\*\*|__/g, '');
  const escaped = control.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "Filter" the box, "filter" the verb: a box's one-word name counts with a word that makes it a control.
  if (!control.includes(' '))
    return (
      new RegExp(`\\b${escaped}\\s+(box|field|above|below)\\b`, 'i').test(plain) ||
      new RegExp(`\\bthe ${escaped}\\b`, 'i').test(plain)
    );
  return new RegExp(`\\b${escaped}\\b`).test(plain);
}

/**
 * Words that tell what the page's controls do where the page shows them ("here in the page, or in
 * a new tab", "Runs this file in the page"): the twin has no control to make it happen, whether
 * or not the sentence names one.
 */
const PAGE_ACTIONS: readonly RegExp[] = [
  /\bhere in the page\b/i,
  /\bin a new tab\b/i,
  // "Runs this file in the page": not "keeps 100 rows in the page", which is the component's doing.
  /\b(?:runs?|opens?|previews?|plays?)\b[^.]*\bin (?:the|this) page\b/i,
];

/** The page action a sentence describes, or null. */
const pageAction = (sentence: string) =>
  PAGE_ACTIONS.map((words) => words.exec(sentence.replace(/\*\*|__/g, ''))?.[0]).find(Boolean) ?? null;

test('the page-action check knows the sentences it must catch, and lets a sentence about the twin pass', () => {
  expect(
    pageAction(
      'Runs this file in a complete React project from stackblitz.com: here in the page, or in a new tab.',
    ),
  ).not.toBeNull();
  expect(
    pageAction('Runs this file in the page, with the published package from a public CDN.'),
  ).not.toBeNull();
  expect(
    pageAction(
      'To run `basic.tsx`, copy it into a React project that has `react-autocomplete-plugin` installed.',
    ),
  ).toBeNull();
});

test('no twin sentence describes what a control of the page does there', () => {
  const twins = [
    ...filesUnder(join(BUILD_DIR, 'docs'), (file) => file.endsWith('.md')),
    join(BUILD_DIR, 'llms-full.txt'),
  ];
  expect(twins.length).toBeGreaterThan(40);
  const found = new Map<string, string[]>();
  for (const twin of twins)
    for (const sentence of sentencesOf(readFileSync(twin, 'utf8'))) {
      const action = pageAction(sentence);
      if (action) found.set(sentence, [...(found.get(sentence) ?? []), twin.slice(BUILD_DIR.length)]);
    }
  const report = [...found].map(
    ([sentence, files]) =>
      `"${sentence}" (${files.length}×: ${files.slice(0, 3).join(', ')}${files.length > 3 ? '…' : ''})`,
  );
  expect(
    report,
    `Sentences about what the page's buttons do, which a twin's reader cannot press (leave them out of the twin, data-twin-omit, and say what the reader can do instead):\n${report.join('\n')}`,
  ).toEqual([]);
});

test('no twin sentence names a control the twin does not have', () => {
  const controls = controlsOfBuiltPages();
  // The collection finds the site's controls (at the time of writing: Run here, Open in StackBlitz, Preview, Copy page…).
  expect(controls.size, 'controls found in the built pages (run `npm run build` first)').toBeGreaterThan(5);
  const twins = filesUnder(join(BUILD_DIR, 'docs'), (file) => file.endsWith('.md'));
  expect(twins.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const twin of twins) {
    const markdown = readFileSync(twin, 'utf8');
    for (const sentence of sentencesOf(markdown)) {
      const named = [...controls.keys()].filter((control) => namesControl(sentence, control));
      if (named.length)
        found.push(`${twin.slice(BUILD_DIR.length)}: names ${named.join(', ')}: "${sentence}"`);
    }
  }
  console.log(`controls: ${[...controls.keys()].join(' · ')}`);
  expect(
    found,
    `Sentences a reader of the twin cannot act on (mark them page-only, or say it without the control):\n${found.join('\n')}`,
  ).toEqual([]);
});
