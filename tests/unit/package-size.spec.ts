/**
 * The size `npm run facts:import` records on a release (src/lib/packageSize) against a fresh
 * esbuild bundle this test makes itself, on tarballs of the React and Vue stand-ins (tests/stand-in;
 * Angular's needs ngc): the stand-in is unpacked as `node_modules/<name>`, an app module imports the
 * export by the package's name (esbuild reads the package.json), the peers are external, and each
 * output is gzipped here. The Vue stand-in imports a CSS file, so its CSS figure is held too. A
 * recorded figure that no longer matches is a difference; a tarball without the module its
 * package.json names is refused, naming both. The import writes a copy of the facts, never the file.
 */
import {test, expect} from '@playwright/test';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import * as esbuild from 'esbuild';
import {packStandIn} from '../stand-in/pack';
import {readFacts, withoutSizes} from '../support/facts';
import {STAGE_NODE} from '../support/projectInstall';
import {toolchain} from '../support/toolchain';

const ROOT = join(__dirname, '..', '..');
const FRAMEWORKS = ['react', 'vue'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, read back as written
type Json = any;

const factsImport = (...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'scripts', 'facts-import.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });

test.describe.configure({mode: 'serial'});

let scratch: string;
const tarballs: Record<string, string> = {};
const facts: Json = withoutSizes(readFacts());

test.beforeAll(async () => {
  test.setTimeout(90_000);
  scratch = mkdtempSync(join(tmpdir(), 'package-size-spec-'));
  const tools = toolchain(STAGE_NODE);
  for (const framework of FRAMEWORKS) {
    // declareApi: the stand-in's types and defaults agree with the facts, so the import records.
    const packed = await packStandIn(framework, tools, join(scratch, framework), facts, {declareApi: true});
    tarballs[framework] = join(scratch, `${framework}.tgz`);
    writeFileSync(tarballs[framework], packed.tarball);
  }
});

test.afterAll(() => rmSync(scratch, {recursive: true, force: true}));

/** The test's own measurement of a tarball: what an app importing `exportName` from it bundles. */
async function freshMeasurement(tarball: string, exportName: string) {
  const app = mkdtempSync(join(scratch, 'app-'));
  const unpacked = join(app, 'unpacked');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
  const manifest = JSON.parse(readFileSync(join(unpacked, 'package', 'package.json'), 'utf8'));
  const home = join(app, 'node_modules', manifest.name);
  mkdirSync(join(home, '..'), {recursive: true});
  execFileSync('mv', [join(unpacked, 'package'), home]);
  const peers = Object.keys(manifest.peerDependencies ?? {});
  const result = await esbuild.build({
    stdin: {contents: `export {${exportName}} from '${manifest.name}';`, resolveDir: app, loader: 'js'},
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'esnext',
    legalComments: 'none',
    external: peers.flatMap((peer) => [peer, `${peer}/*`]),
    outdir: join(app, 'out'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bytes = (extension: string) => {
    const file = result.outputFiles.find((f) => f.path.endsWith(extension));
    return file ? {minified: file.contents.length, gzip: gzipSync(file.contents, {level: 9}).length} : null;
  };
  const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports);
  return {
    js: bytes('.js'),
    css: bytes('.css'),
    external: [...new Set(imports.filter((i) => i.external).map((i) => i.path))].sort(),
  };
}

test('the recorded size equals a fresh esbuild bundle of the tarball; measured again, it agrees', async () => {
  test.setTimeout(60_000);
  const file = join(scratch, 'facts.json');
  writeFileSync(file, `${JSON.stringify(facts, null, 2)}\n`);
  const args = FRAMEWORKS.flatMap((framework) => [`--${framework}`, tarballs[framework]!]);
  const today = () => new Date().toISOString().slice(0, 10);
  // The day the import ran: the day before it or after it (a run across midnight has both).
  const days = [today()];
  const first = factsImport(...args, '--facts', file);
  days.push(today());
  expect(first.stderr).toBe('');
  expect(first.status, first.stdout).toBe(0);
  const recorded: Json = JSON.parse(readFileSync(file, 'utf8'));

  for (const framework of FRAMEWORKS) {
    const pkg = recorded.packages[framework];
    const size = pkg.releases.find((r: Json) => r.version === pkg.latestVersion).size;
    expect(first.stdout).toContain(`${pkg.npmName} ${pkg.latestVersion}`);
    const fresh = await freshMeasurement(tarballs[framework]!, pkg.componentName);
    expect(size.import).toBe(pkg.componentName);
    expect(size.js, `${framework}: the JavaScript`).toEqual(fresh.js);
    expect(size.css, `${framework}: the CSS`).toEqual(fresh.css);
    expect(size.external, `${framework}: the imports left to the app`).toEqual(fresh.external);
    expect(size.leftOut).toEqual([]);
    expect(size.tool).toBe(`esbuild ${esbuild.version}`);
    expect(size.gzipLevel).toBe(9);
    expect(days).toContain(size.measured);
    // Only that release has a size: the others were not measured.
    expect(pkg.releases.filter((r: Json) => r.size).map((r: Json) => r.version)).toEqual([pkg.latestVersion]);
  }
  // The latest release of a facts file, wherever it is in the list (a release is added at either end).
  const latest = (json: Json, framework: string) =>
    json.packages[framework].releases.find((r: Json) => r.version === json.packages[framework].latestVersion);
  // The React stand-in imports the JSX runtime and inlines no CSS file; the Vue one imports index.css.
  expect(latest(recorded, 'react').size.external).toContain('react/jsx-runtime');
  expect(latest(recorded, 'vue').size.css).not.toBeNull();

  const again = factsImport(...args, '--facts', file);
  expect(again.status, again.stdout).toBe(0);
  expect(again.stdout).toContain('the facts agree, nothing to change');
  expect(again.stdout).toContain('as recorded on');
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(recorded);

  // A recorded figure the tarball no longer gives: named, nothing written.
  const edited = structuredClone(recorded);
  latest(edited, 'vue').size.js.gzip += 1;
  writeFileSync(file, `${JSON.stringify(edited, null, 2)}\n`);
  const before = readFileSync(file, 'utf8');
  const differs = factsImport('--vue', tarballs.vue!, '--facts', file);
  expect(differs.status).toBe(1);
  expect(differs.stdout).toContain(
    `difference: size: the facts record import Autocomplete from ${latest(edited, 'vue').size.entry}`,
  );
  expect(readFileSync(file, 'utf8')).toBe(before);
});

test('a tarball without the module its package.json names is refused, naming the tarball and the file', () => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(scratch, 'broken-'));
  execFileSync('tar', ['-xzf', tarballs.vue!, '-C', dir]);
  const manifest = JSON.parse(readFileSync(join(dir, 'package', 'package.json'), 'utf8'));
  const module = String(manifest.module).replace(/^\.\//, '');
  rmSync(join(dir, 'package', module));
  const broken = join(scratch, 'broken.tgz');
  execFileSync('tar', ['-czf', broken, '-C', dir, 'package']);
  const file = join(scratch, 'broken.json');
  writeFileSync(file, `${JSON.stringify(facts, null, 2)}\n`);
  const before = readFileSync(file, 'utf8');
  const result = factsImport('--vue', broken, '--facts', file);
  expect(result.status).toBe(1);
  expect(result.stdout).toContain(
    `vue: ${broken}: its package.json names ${module} as its ES module, and the tarball has no such file`,
  );
  expect(readFileSync(file, 'utf8')).toBe(before);
});
