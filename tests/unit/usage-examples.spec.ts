/**
 * The example files in examples/ (issue 3): each one parses with its
 * framework's parser, uses only inputs, outputs and props the facts file
 * lists, is registered in src/data/examples.ts and is shown on a built page.
 */
import {test, expect} from '@playwright/test';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {exampleFiles, type ExampleFile} from '../../src/data/examples';
import {frameworkIds, type FrameworkId} from '../../src/data/frameworks';
import {readBuiltHtml} from '../support/site';
import {checkComponentFile, type KnownMembers} from '../support/componentUsage';
import {readFacts} from '../support/facts';
import semver from 'semver';
import {frameworkNeedOf, frameworkNeedSentence, newerApis} from '../../src/data/frameworkApis';

const ROOT = join(__dirname, '..', '..');

interface Member {
  name: string;
  type?: string;
}
interface Facts {
  packages: {
    angular: {inputs: Member[]; outputs: Member[]};
    react: {props: Member[]};
    vue: {props: Member[]};
  };
}
const facts = readFacts<Facts>();

const members = (list: Member[]) => new Map(list.map((m) => [m.name, m.type ?? '']));
/** Props (name → type as written in the facts) and outputs each framework accepts. */
const known: Record<FrameworkId, KnownMembers> = {
  angular: {
    members: members(facts.packages.angular.inputs),
    outputs: new Set(facts.packages.angular.outputs.map((m) => m.name)),
  },
  react: {
    members: members(facts.packages.react.props),
    outputs: new Set(),
  },
  vue: {members: members(facts.packages.vue.props), outputs: new Set()},
};

const source = (example: ExampleFile): string => readFileSync(join(ROOT, example.file), 'utf8');

for (const example of exampleFiles) {
  test(`${example.file} parses and uses only documented props`, () => {
    const {errors, problems} = checkComponentFile(
      example.framework,
      example.file,
      source(example),
      known[example.framework],
    );
    expect(errors, `${example.file} does not parse; fix the syntax errors listed`).toEqual([]);
    expect(problems, `${example.file}: use only the names listed on the framework's API pages`).toEqual([]);
  });
}

test('every file in examples/<framework>/ is registered in src/data/examples.ts', () => {
  const extensions: Record<FrameworkId, string> = {angular: '.ts', react: '.tsx', vue: '.vue'};
  const onDisk = frameworkIds.flatMap((id) =>
    readdirSync(join(ROOT, 'examples', id))
      .filter((name) => name.endsWith(extensions[id]))
      .map((name) => `examples/${id}/${name}`),
  );
  const registered = exampleFiles.map((e) => e.file as string);
  expect(
    onDisk.filter((f) => !registered.includes(f)),
    'Add these files to exampleFiles in src/data/examples.ts and src/data/exampleSources/<framework>.ts',
  ).toEqual([]);
  expect(
    registered.filter((f) => !onDisk.includes(f)),
    'These entries of src/data/examples.ts have no file: create it or remove the entry',
  ).toEqual([]);
});

test('each framework has the examples issue 3 asks for', () => {
  const required: Record<FrameworkId, string[]> = {
    angular: [
      'basic-ngmodule',
      'basic-standalone',
      'object-data',
      'default-value',
      'disabled-items',
      'lazy-view-more',
      'custom-search',
    ],
    react: ['basic', 'object-data', 'default-value', 'disabled-items', 'lazy-view-more', 'custom-search'],
    vue: [
      'basic',
      'object-data',
      'default-value',
      'disabled-items',
      'lazy-view-more',
      'custom-search',
      'relative-search',
    ],
  };
  for (const id of frameworkIds) {
    const names = exampleFiles
      .filter((e) => e.framework === id)
      .map((e) => e.file.replace(/^.*\/|\.\w+$/g, ''));
    expect(names, `examples/${id}/ is missing an example`).toEqual(expect.arrayContaining(required[id]));
  }
});

test('the Angular examples import the module both in an NgModule and in a standalone component', () => {
  const ngModule = source(exampleFiles.find((e) => e.file === 'examples/angular/basic-ngmodule.ts')!);
  const standalone = source(exampleFiles.find((e) => e.file === 'examples/angular/basic-standalone.ts')!);
  expect(ngModule, 'basic-ngmodule.ts must list NgAutocompletePluginModule in @NgModule imports').toMatch(
    /@NgModule\(\{[\s\S]*imports:\s*\[[^\]]*NgAutocompletePluginModule/,
  );
  expect(standalone, 'basic-standalone.ts must import the module in a standalone component').toMatch(
    /standalone:\s*true,[\s\S]*imports:\s*\[[^\]]*NgAutocompletePluginModule/,
  );
});

/** The visible text of a built page: tags dropped, entities decoded. */
function pageText(path: string): string {
  const named: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};
  return readBuiltHtml(path)
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return named[code] ?? entity;
    });
}

test('every example file is shown, complete, on its using_module or install page', () => {
  const texts = new Map(
    frameworkIds.map((id) => [
      id,
      pageText(`/docs/${id}/api/using_module`) + '\n' + pageText(`/docs/${id}/installation/install`),
    ]),
  );
  const missing: string[] = [];
  for (const example of exampleFiles) {
    const text = texts.get(example.framework)!;
    const lines = source(example)
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const absent = lines.filter((line) => !text.includes(line));
    const name = example.file.split('/').pop()!;
    if (!text.includes(name)) absent.unshift(`the code block titled ${name}`);
    if (absent.length > 0)
      missing.push(`${example.file}: ${absent.length} line(s) missing, first: ${absent[0]}`);
  }
  expect(
    missing,
    'Show each example with <ExampleCode file="examples/…" /> on docs/<framework>/api/using_module.mdx, then rebuild',
  ).toEqual([]);
});

test('an example that needs a newer framework than the package says so beside it, and no other does', () => {
  const wrong: string[] = [];
  let needing = 0;
  for (const id of frameworkIds) {
    const text =
      pageText(`/docs/${id}/api/using_module`) + '\n' + pageText(`/docs/${id}/installation/install`);
    const said =
      text.match(/Needs (Angular|React|Vue) [\d.]+ or newer: it uses [^.]+\./g) ?? ([] as string[]);
    const expected = exampleFiles
      .filter((e) => e.framework === id)
      .map((e) => frameworkNeedOf(id, source(e)))
      .filter((need) => need !== null)
      .map((need) => frameworkNeedSentence(id, need));
    needing += expected.length;
    for (const sentence of expected) if (!said.includes(sentence)) wrong.push(`${id}: missing "${sentence}"`);
    for (const sentence of said)
      if (!expected.includes(sentence)) wrong.push(`${id}: unexpected "${sentence}"`);
  }
  expect(wrong).toEqual([]);
  // The Angular lazy-loading example keeps its rows in signals (Angular 16), which the package (14) predates.
  expect(needing, 'examples that need a newer framework than their package').toBeGreaterThan(0);
});

test('the newer framework APIs are listed oldest first, so the last one a file uses names the release it needs', () => {
  const outOfOrder: string[] = [];
  for (const id of frameworkIds) {
    const {apis} = newerApis[id];
    apis.forEach((api, i) => {
      const before = apis[i - 1];
      if (before && semver.lt(api.since, before.since))
        outOfOrder.push(`${id}: ${api.name} (${api.since}) after ${before.name} (${before.since})`);
    });
  }
  expect(outOfOrder, 'src/data/frameworkApis.ts').toEqual([]);
  // A file using an old and a new API needs the new one's release, whatever order it uses them in.
  expect(frameworkNeedOf('vue', "import {useId} from 'vue';\ndefineModel<string>();")?.version).toBe('3.5.0');
});
