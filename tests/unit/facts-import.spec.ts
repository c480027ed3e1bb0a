/**
 * `npm run facts:import` (scripts/facts-import.mjs, src/lib/packageApi) on tarballs of the Vue
 * stand-in (tests/stand-in), which declares the facts' plain types and defaults as the package
 * does (`declareApi`): one of the documented release, and one of the next release as
 * tests/support/upgradeFacts.ts records it (a prop added, props removed, a default changed, the
 * peer range raised). The import runs on a copy of the facts in a scratch folder, never on the
 * facts file itself, without the sizes the facts record (the real packages'; the stand-in's size is
 * held to a fresh measurement in ./package-size.spec.ts). Vue, because its stand-in packs without a compiler (Angular's needs ngc).
 */
import {test, expect} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {packStandIn} from '../stand-in/pack';
import {readFacts, withoutSizes} from '../support/facts';
import {STAGE_NODE} from '../support/projectInstall';
import {toolchain} from '../support/toolchain';
import {nextRelease, withRelease} from '../support/upgradeFacts';

const ROOT = join(__dirname, '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'facts-import.mjs');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, read back as written
type Json = any;

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'scripts', script), ...args], {cwd: ROOT, encoding: 'utf8'});

test.describe.configure({mode: 'serial'});

let scratch: string;
let current: string;
let next: string;
const facts: Json = withoutSizes(readFacts());
const version = nextRelease(facts, 'vue');

/** A copy of `json` in the scratch folder, for the import to write. */
function copyOf(name: string, json: Json = facts): string {
  const file = join(scratch, name);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return file;
}

test.beforeAll(async () => {
  // Packing both took 2.7 s on the 2-core test machine (npm pack under the stage's Node.js).
  test.setTimeout(60_000);
  scratch = mkdtempSync(join(tmpdir(), 'facts-import-spec-'));
  const tools = toolchain(STAGE_NODE);
  const pack = async (name: string, json: Json) => {
    const packed = await packStandIn('vue', tools, join(scratch, name), json, {declareApi: true});
    const file = join(scratch, `${name}.tgz`);
    writeFileSync(file, packed.tarball);
    return file;
  };
  current = await pack('current', facts);
  next = await pack('next', withRelease(structuredClone(facts)));
});

test.afterAll(() => rmSync(scratch, {recursive: true, force: true}));

test('the documented release changes nothing but its new size; a difference is named and nothing is written', () => {
  test.setTimeout(60_000);
  const file = copyOf('agree.json');
  const sized = run('facts-import.mjs', '--vue', current, '--facts', file);
  expect(sized.stdout).toContain('the facts agree; its size is new');
  expect(sized.status).toBe(0);
  // Only the size was written.
  const withSize = JSON.parse(readFileSync(file, 'utf8'));
  expect(withoutSizes(structuredClone(withSize))).toEqual(facts);
  const copy = readFileSync(file, 'utf8');
  const agree = run('facts-import.mjs', '--vue', current, '--facts', file);
  expect(agree.stderr).toBe('');
  expect(agree.stdout).toContain('the facts agree, nothing to change');
  expect(agree.status).toBe(0);
  expect(readFileSync(file, 'utf8')).toBe(copy);

  // The facts say another default for the same release, with no history: named, not written.
  const edited = structuredClone(facts);
  const clear = edited.packages.vue.props.find((m: Json) => m.name === 'showClearOption');
  clear.default = !clear.default;
  const differs = copyOf('differs.json', edited);
  const before = readFileSync(differs, 'utf8');
  const result = run('facts-import.mjs', '--vue', current, '--facts', differs);
  expect(result.status).toBe(1);
  expect(result.stdout).toContain(
    `difference: prop showClearOption: the facts give the default ${clear.default} for ${facts.packages.vue.latestVersion}, the package's code ${!clear.default}`,
  );
  expect(readFileSync(differs, 'utf8')).toBe(before);
});

test('a newer release is recorded: release, since, previousDefault, removedMembers, source', () => {
  test.setTimeout(60_000);
  const file = copyOf('import.json');
  const previous = facts.packages.vue.latestVersion;
  const result = run('facts-import.mjs', '--vue', next, '--facts', file);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(`is newer than the facts' ${previous}: recorded`);
  const text = readFileSync(file, 'utf8');
  expect(text, 'written as the facts file is: two spaces, a final newline').toBe(
    `${JSON.stringify(JSON.parse(text), null, 2)}\n`,
  );
  const vue = JSON.parse(text).packages.vue;
  const expected = withRelease(structuredClone(facts)).packages.vue;

  expect(vue.latestVersion).toBe(version);
  expect(vue.latestVersionDate).toBeNull();
  expect(vue.peerDependencies).toEqual(expected.peerDependencies);
  expect(vue.releases[0]).toEqual({
    version,
    date: null,
    changes: [],
    peerDependencies: expected.peerDependencies,
    size: expect.objectContaining({import: 'Autocomplete'}),
  });
  const source = vue.history.sources.find((s: Json) => s.releases.includes(previous));
  expect(source.releases.at(-1)).toBe(version);

  // labelText is new (the upgrade facts rename inputLabel to it): what the package says, no more.
  const label = vue.props.find((m: Json) => m.name === 'labelText');
  const inputLabel = facts.packages.vue.props.find((m: Json) => m.name === 'inputLabel');
  expect(label).toEqual({name: 'labelText', type: 'string', default: inputLabel.default, since: version});

  const removed = vue.history.removedMembers.map((m: Json) => `${m.name} ${m.since} ${m.removed}`);
  expect(removed.sort()).toEqual(
    [`inputLabel ${inputLabel.since} ${version}`, `inspectAutoCompleteList 1.0.0 ${version}`].sort(),
  );
  const removedLabel = vue.history.removedMembers.find((m: Json) => m.name === 'inputLabel');
  expect(removedLabel).toMatchObject({
    list: 'props',
    type: inputLabel.type,
    default: inputLabel.default,
    description: inputLabel.description,
    readerWords: inputLabel.readerWords,
  });
  expect(vue.props.map((m: Json) => m.name)).not.toContain('inputLabel');

  const clear = vue.props.find((m: Json) => m.name === 'showClearOption');
  expect(clear.default).toBe(false);
  expect(clear.previousDefault).toEqual({value: true, until: version});
  // Hand-written fields of the members it keeps are untouched.
  const before = facts.packages.vue.props.find((m: Json) => m.name === 'showClearOption');
  expect({...clear, previousDefault: undefined, default: before.default}).toEqual(before);

  // data:check names each field the maintainer still writes for the new prop.
  const at = vue.props.findIndex((m: Json) => m.name === 'labelText');
  const check = run('check-facts.mjs', file);
  expect(check.status).toBe(1);
  for (const field of ['required', 'category', 'description', 'readerWords'])
    expect(check.stderr).toContain(`packages.vue.props[${at}] ("labelText"): field "${field}" is missing`);

  // The documented release's tarball is older now: held to what the facts say it had.
  const older = run('facts-import.mjs', '--vue', current, '--facts', file);
  expect(older.stdout).toContain(`older than the documented ${version}`);
  expect(older.stdout).toContain('the facts agree; its size is new');
  expect(older.status).toBe(0);
});

test('arguments: no tarball, a missing file, an unknown flag, another package are named', () => {
  const noTarball = run('facts-import.mjs');
  expect(noTarball.status).toBe(2);
  expect(noTarball.stderr).toContain('no tarball given');
  expect(run('facts-import.mjs', '--react', '/nowhere/react.tgz').stderr).toContain(
    '--react: /nowhere/react.tgz does not exist',
  );
  expect(run('facts-import.mjs', '--vue', SCRIPT).stderr).toContain('is not an npm tarball');
  expect(run('facts-import.mjs', '--svelte', 'x.tgz').stderr).toContain('unknown argument "--svelte"');
  const wrong = run('facts-import.mjs', '--react', current, '--facts', copyOf('wrong.json'));
  expect(wrong.status).toBe(1);
  expect(wrong.stdout).toContain(`is vue-autocomplete-plugin, not react-autocomplete-plugin`);
});
