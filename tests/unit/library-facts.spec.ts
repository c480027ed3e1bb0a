/**
 * The library-facts plugin (src/plugins/library-facts): its validator names
 * the package, the entry and the field of every problem in the facts file,
 * the build stops on one, and its modules carry what the pages show, so a new
 * prop in the facts file reaches the tables with no code change. Editors get
 * the same schema as JSON Schema (src/data/library-facts.schema.json).
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {test, expect} from '@playwright/test';
import type {LoadContext} from '@docusaurus/types';
import libraryFactsPlugin, {factsCacheVersion} from '../../src/plugins/library-facts';
import semver from 'semver';
import {
  asPagesReadIt,
  withoutMaintainerNotes,
  factsModules,
  UNUSED_BY_PAGES,
  factsProblems,
  FactsFileError,
  validateFacts,
  factsJsonSchema,
  JSON_SCHEMA_PATH,
  MEMBER_CATEGORIES,
  parseFacts,
  readFactsSync,
  WRITE_SETTLE,
  newestFirst,
  membersWithDefaults,
  withMemberDefaults,
  REFERENCE_KEYS,
  type FactsFile,
  type FrameworkId,
} from '../../src/data/facts';
import {frameworkIds} from '../../src/data/frameworks';
import {folderFiles} from '../../mcp/src/data';
import {loadModel} from '../../mcp/src/model';
import {getApi, rowAnchor} from '../../src/data/api';
import {memberCountOf} from '../../src/data/apiBasics';
import {readFacts, siteFacts} from '../support/facts';

const SITE_DIR = join(__dirname, '..', '..');

/** A fresh, editable copy of the facts file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, edited on purpose
const copyOfFacts = (): any => readFacts();

/** A site folder holding `facts` as its facts file, and the plugin made for it; removed after `use`. */
async function withFactsSite(
  facts: unknown,
  use: (site: {siteDir: string; file: string; plugin: ReturnType<typeof libraryFactsPlugin>}) => unknown,
): Promise<void> {
  const siteDir = mkdtempSync(join(tmpdir(), 'library-facts-'));
  try {
    const file = join(siteDir, 'src', 'data', 'library-facts.json');
    mkdirSync(join(siteDir, 'src', 'data'), {recursive: true});
    writeFileSync(file, JSON.stringify(facts));
    const plugin = libraryFactsPlugin({
      siteDir,
      generatedFilesDir: join(siteDir, '.docusaurus'),
    } as LoadContext);
    await use({siteDir, file, plugin});
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
}

test('the facts file has every field the site relies on', () => {
  expect(factsProblems(readFacts()), 'fix these fields in the facts file').toEqual([]);
});

test('a missing field is reported with its package, entry and field', () => {
  const facts = copyOfFacts();
  const prop = facts.packages.react.props[4];
  expect(prop.name, 'the test edits the fifth React prop').toBe('placeHolder');
  delete prop.category;
  expect(factsProblems(facts)).toEqual([
    'src/data/library-facts.json: packages.react.props[4] ("placeHolder"): field "category" is missing (expected one of the member categories: data, display, behaviour, search, disable, performance, virtualScroll, lazyLoad, viewMore, events, debug, styling, aria)',
  ]);
});

test('a misspelt category is named with the nearest valid one; a repeated member name is refused', () => {
  const facts = copyOfFacts();
  facts.packages.react.props[4].category = 'dispaly';
  expect(factsProblems(facts)).toEqual([
    'src/data/library-facts.json: packages.react.props[4] ("placeHolder"): field "category" is the string "dispaly"; did you mean "display"? (expected one of the member categories: data, display, behaviour, search, disable, performance, virtualScroll, lazyLoad, viewMore, events, debug, styling, aria)',
  ]);
  const repeated = copyOfFacts();
  repeated.packages.vue.props.push({...repeated.packages.vue.props[0]});
  const last = repeated.packages.vue.props.length - 1;
  expect(factsProblems(repeated)).toEqual([
    `src/data/library-facts.json: packages.vue.props[${last}] ("dropdownData"): field "name" repeats props[0]: a name is listed once per package (its row's anchor)`,
  ]);
});

test('a callback name or a naming difference that names no member is named with the nearest member', () => {
  const facts = copyOfFacts();
  facts.packages.react.callbackNames[0] = 'broadcastSelectedValu';
  facts.crossFramework.namingDifferences[1].members.vue = ['placeholdr'];
  expect(factsProblems(facts)).toEqual([
    'src/data/library-facts.json: packages.react: field "callbackNames[0]" is "broadcastSelectedValu", which is no member of react-autocomplete-plugin; did you mean "broadcastSelectedValue"?',
    'src/data/library-facts.json: crossFramework.namingDifferences[1].members: field "vue[0]" is "placeholdr", which is no member of vue-autocomplete-plugin; did you mean "placeHolder"?',
  ]);
});

test('a mistyped field is reported with what it is and what was expected', () => {
  const facts = copyOfFacts();
  delete facts.packages.angular.inputs[0].default;
  facts.packages.angular.inputs[1].required = 'yes';
  facts.packages.angular.inputs[2].description = 42;
  facts.packages.vue.releases[0].date = '1 April 2025';
  facts.packages.vue.props[0].since = '1.0';
  facts.packages.react.latestVersion = null;
  facts.crossFramework.featureMatrix[0].vue = ['x'];
  const [first, second, third] = facts.packages.angular.inputs.map((m: {name: string}) => m.name);
  expect(factsProblems(facts)).toEqual([
    `src/data/library-facts.json: packages.angular.inputs[0] ("${first}"): field "default" is missing (expected a string, number, true, false, null, an array or an object)`,
    `src/data/library-facts.json: packages.angular.inputs[2] ("${third}"): field "description" is the number 42 (expected a string)`,
    'src/data/library-facts.json: packages.react: field "latestVersion" is null (expected a version such as 10.2.3 or 0.1.0-beta.1)',
    `src/data/library-facts.json: packages.vue.releases[0] ("${facts.packages.vue.releases[0].version}"): field "date" is the string "1 April 2025" (expected a date such as 2025-01-31 or null)`,
    `src/data/library-facts.json: packages.vue.props[0] ("dropdownData"): field "since" is the string "1.0" (expected a version such as 10.2.3 or 0.1.0-beta.1)`,
    'src/data/library-facts.json: crossFramework.featureMatrix[0] ("Component tag / export"): field "vue" is an array (expected a string)',
  ]);
  // `required` may be a sentence ("only for object items"): "yes" is valid.
  expect(second).toBeTruthy();
});

test('a missing list or package is reported at its place', () => {
  const facts = copyOfFacts();
  delete facts.packages.vue.props;
  facts.packages.angular.outputs = {};
  delete facts.packages.react;
  expect(factsProblems(facts)).toEqual([
    'src/data/library-facts.json: packages.angular: field "outputs" is an object (expected a list, each an output with name, payload, requiresFlag, description, readerWords and since)',
    'src/data/library-facts.json: packages: field "react" is missing (expected an object)',
    'src/data/library-facts.json: packages.vue: field "props" is missing (expected a list, each an input or prop with name, type, required, default, category, description, readerWords and since)',
  ]);
});

test('fields the site does not read are allowed', () => {
  const facts = copyOfFacts();
  facts.packages.vue.props[0].deprecated = 'since 2.0';
  facts.packages.vue.newSection = {anything: [1, 2]};
  facts.extra = true;
  expect(factsProblems(facts)).toEqual([]);
});

test('validateFacts throws one error listing every problem and how to fix them', () => {
  const facts = copyOfFacts();
  delete facts.packages.react.props[4].category;
  facts.packages.vue.latestVersion = 2;
  expect(() => validateFacts(facts)).toThrow(FactsFileError);
  expect(() => validateFacts(facts)).toThrow(
    /Fix src\/data\/library-facts\.json[\s\S]*packages\.react\.props\[4\] \("placeHolder"\): field "category" is missing[\s\S]*packages\.vue: field "latestVersion" is the number 2/,
  );
});

test('the build stops on a bad facts file, naming the field (plugin loadContent)', async () => {
  const facts = copyOfFacts();
  facts.packages.react.props[4].category = 7;
  await withFactsSite(facts, async ({file, plugin}) => {
    await expect(plugin.loadContent!()).rejects.toThrow(
      'src/data/library-facts.json: packages.react.props[4] ("placeHolder"): field "category" is the number 7 (expected one of the member categories: data, display, behaviour, search, disable, performance, virtualScroll, lazyLoad, viewMore, events, debug, styling, aria)',
    );
    writeFileSync(file, '{"packages": ');
    await expect(plugin.loadContent!()).rejects.toThrow('src/data/library-facts.json is not valid JSON');
  });
});

test('the modules: a small core per framework, a reference module with the long lists, a summary', () => {
  const modules = factsModules(validateFacts(readFacts()));
  expect(Object.keys(modules).sort()).toEqual(
    [...frameworkIds.flatMap((id) => [id, `${id}-reference`]), 'cross-framework', 'summary'].sort(),
  );
  const json = readFacts();
  for (const id of frameworkIds) {
    const core = modules[id] as Record<string, unknown>;
    const full = modules[`${id}-reference`] as Record<string, unknown>;
    expect(core.id, `@facts/${id} names its framework`).toBe(id);
    expect(full.id).toBe(id);
    for (const key of REFERENCE_KEYS) {
      expect(
        core,
        `@facts/${id} must leave the long list "${key}" to @facts/${id}-reference`,
      ).not.toHaveProperty(key);
    }
    for (const key of UNUSED_BY_PAGES) {
      expect(full, `"${key}" is shown by no page and stays out of the modules`).not.toHaveProperty(key);
    }
    // The history (every since, removed members, behaviour changes, peer ranges by release) is
    // read by src/data/facts/history.ts from the checked facts; pages get a since only after the first release.
    expect(full, 'the history stays out of the modules').not.toHaveProperty('history');
    const first = [...json.packages[id].releases]
      .map((r: {version: string}) => r.version)
      .sort(semver.compare)[0];
    expect(JSON.stringify(full), `no since of ${id}'s first release ${first} reaches a module`).not.toContain(
      `"since":"${first}"`,
    );
    for (const [key, value] of Object.entries(asPagesReadIt(json.packages[id]))) {
      if (UNUSED_BY_PAGES.has(key)) continue;
      expect(
        full[key],
        `@facts/${id}-reference must carry "${key}" as the facts file has it, without maintainers' notes and history-only fields`,
      ).toEqual(
        withoutMaintainerNotes(
          key === 'releases'
            ? newestFirst(value as {version: string}[])
            : withMemberDefaults(value, membersWithDefaults(json.packages[id])),
        ),
      );
    }
    const members = (json.packages[id].inputs ?? json.packages[id].props) as {
      name: string;
      default: unknown;
    }[];
    expect(core.memberDefaults).toEqual(Object.fromEntries(members.map((m) => [m.name, m.default])));
  }
  const summaryOf = (id: FrameworkId) => ({
    npmName: json.packages[id].npmName,
    latestVersion: json.packages[id].latestVersion,
    latestVersionDate: json.packages[id].latestVersionDate,
    issuesUrl: `${json.packages[id].repository}/issues/new`,
  });
  expect(modules.summary).toEqual({
    announcementId: `${json.announcedPackage}-${json.packages[json.announcedPackage].latestVersion.replace(/\./g, '-')}`,
    angular: summaryOf('angular'),
    react: summaryOf('react'),
    vue: summaryOf('vue'),
  });
  // Notes for maintainers never reach a module.
  expect(JSON.stringify(modules)).not.toMatch(/maintainerNote|sourceInferred/);
});

const NEW_MEMBER = {
  name: 'markTypedText',
  type: 'boolean',
  required: false,
  default: false,
  category: 'display',
  description: 'Marks the typed text inside each row.',
  readerWords: 'bold matched typed text in rows',
};

test('a release problem names the package, the entry and the field', () => {
  const facts = copyOfFacts();
  facts.packages.react.props[0].since = '7.7.7';
  delete facts.packages.vue.releases[0].version;
  facts.packages.angular.releases[1].date = '2024-13-45x';
  expect(factsProblems(facts)).toEqual([
    `src/data/library-facts.json: packages.angular.releases[1] ("${facts.packages.angular.releases[1].version}"): field "date" is the string "2024-13-45x" (expected a date such as 2025-01-31 or null)`,
    'src/data/library-facts.json: packages.vue.releases[0]: field "version" is missing (expected a version such as 10.2.3 or 0.1.0-beta.1)',
  ]);
  // Once the shapes are right, every release named must exist.
  const named = copyOfFacts();
  named.packages.react.props[0].since = '7.7.7';
  named.packages.vue.keyboard[0].since = '0.0.1';
  expect(factsProblems(named)).toEqual([
    expect.stringMatching(
      /^src\/data\/library-facts\.json: packages\.react\.props\[0\] \("dropdownData"\): field "since" is "7\.7\.7", which is no release of react-autocomplete-plugin \(releases: /,
    ),
    expect.stringMatching(
      /^src\/data\/library-facts\.json: packages\.vue\.keyboard\[0\] \("ArrowDown"\): field "since" is "0\.0\.1", which is no release of vue-autocomplete-plugin/,
    ),
  ]);
  // The latest version is the newest release and carries its date.
  const stale = copyOfFacts();
  stale.packages.vue.releases.push({version: '9.0.0', date: null, changes: ['A later release.']});
  stale.packages.vue.history.sources[0].releases.push('9.0.0');
  expect(factsProblems(stale)).toEqual([
    `src/data/library-facts.json: packages.vue: field "latestVersion" is "${stale.packages.vue.latestVersion}", but release 9.0.0 is newer (expected 9.0.0)`,
  ]);
});

test("a note's releases are releases of its package, in order, with a topic of its own", () => {
  const facts = copyOfFacts();
  const vue = facts.packages.vue;
  const objectSearch = vue.knownDiscrepancies.findIndex(
    (d: {topic: string}) => d.topic === 'Object-item search',
  );
  const lazy = vue.knownDiscrepancies.findIndex((d: {topic: string}) => d.topic === 'Repeated lazy loading');
  vue.knownDiscrepancies[objectSearch].fixedIn = '1.0.1'; // before its since, 1.0.2
  vue.knownDiscrepancies[lazy].fixedIn = '1.0.0'; // the first release: it would hold for none
  vue.behaviourNotes[0].since = '3.0.0';
  facts.packages.react.behaviourNotes[0].topic = 'defaultValue written back';
  expect(factsProblems(facts)).toEqual([
    'src/data/library-facts.json: packages.react.behaviourNotes[3] ("defaultValue written back"): field "topic" repeats the topic "defaultValue written back" of another note of react-autocomplete-plugin (expected a topic of its own)',
    expect.stringMatching(
      /^src\/data\/library-facts\.json: packages\.vue\.behaviourNotes\[0\]: field "since" is "3\.0\.0", which is no release of vue-autocomplete-plugin \(releases: /,
    ),
    `src/data/library-facts.json: packages.vue.knownDiscrepancies[${objectSearch}] ("Object-item search"): field "fixedIn" is "1.0.1", which is not after its since "1.0.2" (expected a release after 1.0.2)`,
    `src/data/library-facts.json: packages.vue.knownDiscrepancies[${lazy}] ("Repeated lazy loading"): field "fixedIn" is "1.0.0", the first release of vue-autocomplete-plugin: a note fixed there holds for no release (expected a later release, or no note)`,
  ]);
  const malformed = copyOfFacts();
  malformed.packages.angular.knownDiscrepancies[0].fixedIn = 'next';
  expect(factsProblems(malformed)).toEqual([
    `src/data/library-facts.json: packages.angular.knownDiscrepancies[0] ("${malformed.packages.angular.knownDiscrepancies[0].topic}"): field "fixedIn" is the string "next" (expected a version such as 10.2.3 or 0.1.0-beta.1)`,
  ]);
  const twice = copyOfFacts();
  const topic = twice.packages.vue.knownDiscrepancies[0].topic;
  twice.packages.vue.knownDiscrepancies[2].topic = topic;
  expect(factsProblems(twice)).toEqual([
    `src/data/library-facts.json: packages.vue.knownDiscrepancies[2] ("${topic}"): field "topic" repeats the topic "${topic}" of another note of vue-autocomplete-plugin (expected a topic of its own)`,
  ]);
  const unknown = copyOfFacts();
  const unreleased = semver.inc(unknown.packages.angular.latestVersion, 'patch')!;
  unknown.packages.angular.knownDiscrepancies[0].fixedIn = unreleased;
  expect(factsProblems(unknown)).toEqual([
    expect.stringMatching(
      new RegExp(
        `packages\\.angular\\.knownDiscrepancies\\[0\\] \\("[^"]+"\\): field "fixedIn" is "${unreleased.replace(/\./g, '\\.')}", which is no release of ng-autocomplete-plugin`,
      ),
    ),
  ]);
});

for (const framework of ['angular', 'react', 'vue'] as const satisfies readonly FrameworkId[]) {
  test(`${framework}: a new ${framework === 'angular' ? 'input' : 'prop'} in the facts file reaches its table with no code change`, () => {
    const json = copyOfFacts();
    const pkg = json.packages[framework];
    (pkg.inputs ?? pkg.props).push({...NEW_MEMBER, since: pkg.latestVersion});
    const facts = siteFacts(json);
    const api = getApi(facts.full(framework));
    const row = api.members.find((m) => m.name === NEW_MEMBER.name);
    expect(row, `the ${framework} members table must list the new member`).toMatchObject({
      type: 'boolean',
      default: false,
      category: 'display',
      since: json.packages[framework].latestVersion,
      description: NEW_MEMBER.description,
    });
    expect(rowAnchor(api.memberKind, row!.name)).toBe(`${api.memberKind}-mark-typed-text`);
    expect(facts.core(framework).memberDefaults[NEW_MEMBER.name], 'prose can quote its default').toBe(false);
    expect(memberCountOf(facts.core(framework)), 'the member count in prose includes it').toBe(
      getApi(siteFacts().full(framework)).members.length + 1,
    );
  });
}

test('a member the facts mark deprecated carries the mark to its row; a malformed mark is refused', () => {
  const json = copyOfFacts();
  const props = json.packages.react.props;
  props[0] = {...props[0], deprecated: 'Use dropdownData instead.'};
  props[1] = {...props[1], deprecated: true};
  const members = getApi(siteFacts(json).full('react')).members;
  expect(members.find((m) => m.name === props[0].name)?.deprecated).toBe('Use dropdownData instead.');
  expect(members.find((m) => m.name === props[1].name)?.deprecated).toBe(true);
  expect(getApi(siteFacts().full('react')).members.filter((m) => m.deprecated)).toEqual([]);

  props[1] = {...props[1], deprecated: 2};
  expect(() => validateFacts(json)).toThrow(/packages\.react\.props\[1\].*"deprecated"/);
});

test('a misspelt framework is named with the nearest valid one', () => {
  const facts = copyOfFacts();
  facts.announcedPackage = 'raect';
  expect(factsProblems(facts)).toEqual([
    `src/data/library-facts.json: field "announcedPackage" is the string "raect"; did you mean "react"? (expected one of the frameworks: ${frameworkIds.join(', ')})`,
  ]);
});

test('releases are ordered as semver orders them: 2.0.0-beta.10 is newer than 2.0.0-beta.9', () => {
  const facts = copyOfFacts();
  const vue = facts.packages.vue;
  vue.releases.push(
    {version: '9.0.0-beta.10', date: null, changes: ['Tenth beta.']},
    {version: '9.0.0-beta.9', date: null, changes: ['Ninth beta.']},
  );
  vue.history.sources[0].releases.push('9.0.0-beta.10', '9.0.0-beta.9');
  vue.latestVersion = '9.0.0-beta.9';
  vue.latestVersionDate = null;
  expect(factsProblems(facts)).toEqual([
    'src/data/library-facts.json: packages.vue: field "latestVersion" is "9.0.0-beta.9", but release 9.0.0-beta.10 is newer (expected 9.0.0-beta.10)',
  ]);
  vue.latestVersion = '9.0.0-beta.10';
  expect(factsProblems(facts)).toEqual([]);
  // A number semver cannot read is refused as a version, not compared.
  vue.releases.push({version: '09.0.0', date: null, changes: []});
  expect(factsProblems(facts)).toEqual([
    `src/data/library-facts.json: packages.vue.releases[${vue.releases.length - 1}] ("09.0.0"): field "version" is the string "09.0.0" (expected a version such as 10.2.3 or 0.1.0-beta.1)`,
  ]);
});

test('editors check and complete the facts file: its JSON Schema is the one the facts schema generates', () => {
  const jsonSchema = JSON.parse(readFileSync(join(SITE_DIR, JSON_SCHEMA_PATH), 'utf8'));
  expect(
    jsonSchema,
    `${JSON_SCHEMA_PATH} is not what src/data/facts/schema.ts generates: run \`npm run data:schema\` and commit the file`,
  ).toEqual(factsJsonSchema());
  const facts = readFacts();
  expect(facts.$schema, 'the facts file names its JSON Schema (editors resolve it next to the file)').toBe(
    './library-facts.schema.json',
  );
  // What an editor offers while the maintainer types: the closed sets, the required fields.
  const member = jsonSchema.definitions.ApiMember;
  expect(member.properties.category.enum).toEqual([...MEMBER_CATEGORIES]);
  expect(member.required).toEqual([
    'name',
    'type',
    'required',
    'default',
    'category',
    'description',
    'readerWords',
    'since',
  ]);
  expect(jsonSchema.properties.announcedPackage.enum).toEqual([...frameworkIds]);
  // Fields the site does not read stay allowed in the editor too.
  expect(JSON.stringify(jsonSchema)).not.toContain('"additionalProperties":false');
});

test('one checked read serves the config and the plugin; an edit (npm start) is read again', async () => {
  await withFactsSite(copyOfFacts(), async ({siteDir, file, plugin}) => {
    expect(plugin.getPathsToWatch!(), 'npm start watches the facts file').toEqual([file]);
    const forConfig = readFactsSync(siteDir);
    expect(await plugin.loadContent!(), 'the plugin gets the value the config checked').toBe(forConfig);
    expect(await plugin.loadContent!()).toBe(forConfig);

    const edited = copyOfFacts();
    edited.packages.react.props[4].description = 'Edited while the development server runs.';
    writeFileSync(file, JSON.stringify(edited));
    const reloaded = (await plugin.loadContent!()) as FactsFile;
    expect(reloaded.packages.react.props[4]!.description).toBe('Edited while the development server runs.');

    edited.packages.react.props[4].category = 'dispaly';
    writeFileSync(file, JSON.stringify(edited));
    await expect(plugin.loadContent!(), 'an edit is checked again').rejects.toThrow(
      /packages\.react\.props\[4\] \("placeHolder"\): field "category" is the string "dispaly"; did you mean "display"\?/,
    );
  });
});

test('npm start reads a facts file its writer has not finished once it is done, and names a real JSON error', async () => {
  await withFactsSite(copyOfFacts(), async ({file, plugin}) => {
    const edited = copyOfFacts();
    edited.packages.react.props[4].description = 'Saved in two writes.';
    const text = JSON.stringify(edited, null, 2);
    // What the watcher reports first: the file truncated and half written (issue 47: the CI's misses).
    writeFileSync(file, text.slice(0, text.length / 2));
    const reading = plugin.loadContent!() as Promise<FactsFile>;
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(file, text);
    expect((await reading).packages.react.props[4]!.description).toBe('Saved in two writes.');

    // A file that stays broken is the maintainer's error, named once the writer had time to finish:
    // the file, the line and column, and the line itself with a mark under the column.
    const broken = text.replace('"packages"', 'packages');
    writeFileSync(file, broken);
    const started = Date.now();
    await expect(plugin.loadContent!()).rejects.toThrow(
      syntaxErrorAt('src/data/library-facts.json', broken, text.indexOf('"packages"')),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(WRITE_SETTLE.timeoutMs);
  });
});

/**
 * What a syntax error of the facts must say, wherever they are read: the file, the line and column
 * of the character at `offset` (the first one no JSON can have there), and that line with a mark
 * under the column.
 */
function syntaxErrorAt(label: string, broken: string, offset: number): RegExp {
  const lines = broken.slice(0, offset).split('\n');
  const [line, column] = [lines.length, lines.at(-1)!.length + 1];
  const source = broken.split('\n')[line - 1]!;
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `${escape(label)} is not valid JSON, line ${line}, column ${column}: [^\\n]+\\n${line} \\| ${escape(source)}\\n *\\| {${column}}\\^(\\n|$)`,
  );
}

test('a JSON syntax error in the facts names the file, line and column and shows the line, in every reader', () => {
  const text = JSON.stringify(copyOfFacts(), null, 2);
  const dir = mkdtempSync(join(tmpdir(), 'facts-json-'));
  try {
    const file = join(dir, 'library-facts.json');
    const label = relative(SITE_DIR, file);
    const tarball = join(dir, 'vue-autocomplete-plugin-9.9.9.tgz');
    writeFileSync(tarball, '');
    // A key without its quotes (V8's message gives a position), and a comma where a value belongs (it gives none).
    const unquoted = text.replace('"packages"', 'packages');
    const comma = text.replace('"packages": {', '"packages": , {');
    for (const [broken, offset] of [
      [unquoted, text.indexOf('"packages"')],
      [comma, comma.indexOf('"packages": ,') + '"packages": '.length],
    ] as const) {
      writeFileSync(file, broken);
      // The build's read (npm start, npm run build: the library-facts plugin and the config).
      expect(() => parseFacts(broken)).toThrow(syntaxErrorAt('src/data/library-facts.json', broken, offset));
      // The MCP server's read of its copy of the facts.
      expect(() => loadModel(folderFiles(dir))).toThrow(syntaxErrorAt(file, broken, offset));
      // npm run data:check and npm run facts:import on that file.
      const check = spawnSync(process.execPath, ['scripts/check-facts.mjs', file], {
        cwd: SITE_DIR,
        encoding: 'utf8',
      });
      expect(check.status).toBe(1);
      expect(check.stderr).toMatch(syntaxErrorAt(label, broken, offset));
      const factsImport = spawnSync(
        process.execPath,
        ['scripts/facts-import.mjs', '--facts', file, '--vue', tarball],
        {cwd: SITE_DIR, encoding: 'utf8'},
      );
      expect(factsImport.status).toBe(2);
      expect(factsImport.stderr).toMatch(syntaxErrorAt(label, broken, offset));
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a start or build after a facts edit reads no cache written with other facts (the cache version names them)', async () => {
  await withFactsSite(copyOfFacts(), ({siteDir, file, plugin}) => {
    // What Docusaurus gives configureWebpack with the persistent cache on, and with it off.
    const withCache = {
      experiments: {cache: {type: 'persistent', version: 'client-development-en-3.10.2-abc'}},
    };
    const configure = (config: object) =>
      plugin.configureWebpack!(config as never, false, {} as never, undefined as never) as {
        experiments?: {cache?: {version?: string}};
        resolve?: {alias?: Record<string, string>};
      };
    const before = configure(withCache);
    expect(before.resolve?.alias?.['@facts']).toBe(join(siteDir, '.docusaurus', 'library-facts', 'default'));
    const version = before.experiments?.cache?.version;
    expect(version, "Docusaurus's version is kept, the facts' hash appended").toMatch(
      /^client-development-en-3\.10\.2-abc-facts-[0-9a-f]{16}$/,
    );
    expect(configure(withCache).experiments?.cache?.version, 'the same facts, the same cache').toBe(version);

    const edited = copyOfFacts();
    edited.packages.react.releases[0].changes[0] = 'Edited before a restart.';
    writeFileSync(file, JSON.stringify(edited));
    expect(configure(withCache).experiments?.cache?.version, 'edited facts, another cache').not.toBe(version);
    expect(configure(withCache).experiments?.cache?.version).toBe(
      factsCacheVersion('client-development-en-3.10.2-abc', JSON.stringify(edited)),
    );

    expect(
      configure({}).experiments,
      'no persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE): nothing added',
    ).toBe(undefined);
  });
});
