/**
 * Builds and packs a stand-in (./generate.ts) as npm would publish it: React
 * and Vue as written; Angular compiled by ngc in partial mode, with the
 * Angular compiler at the version the projects pin (tooling.ts), installed
 * once into the stage's cache. Returns the tarball for tests/support/registry.ts.
 * The same install gives the live preview's CDN double (tests/support/cdn.ts)
 * the Angular runtime it serves (`angularInstall`, `buildStandIn`).
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {tooling} from '../../src/lib/stackblitz/tooling';
import {getApi} from '../../src/data/api';
import {firstPageOf} from '../../src/data/rowsTrial';
import type {FrameworkId} from '../../src/data/frameworks';
import {defaultAsValue, plainType} from '../../src/lib/packageApi/facts';
import {readFacts, siteFacts} from '../support/facts';
import type {PackedPackage} from '../support/registry';
import {lastLines, projectEnv, runNpm, STAGE_CACHE, type Toolchain} from '../support/toolchain';
import {standInFiles, type StandInFacts} from './generate';

/** What a stand-in declares beyond its members (./generate.ts, `declared`). */
export interface StandInOptions {
  /** React, Vue: declare the facts' plain types and defaults as the package does. */
  readonly declareApi?: boolean;
}

/** The facts the stand-in of a framework's package is generated from. */
export function standInFacts(
  framework: FrameworkId,
  json: unknown = readFacts(),
  options: StandInOptions = {},
): StandInFacts {
  const full = siteFacts(json).full(framework);
  const api = getApi(full);
  // The package's entry of the facts file as written (exports, selector, dependencies).
  const raw = (json as {packages: Record<FrameworkId, Record<string, unknown>>}).packages[framework];
  const exports = (raw.publicExports as {name: string; kind: string}[] | undefined) ?? [];
  // The object types the facts give keys for: classes, styles and (React, Vue) ARIA.
  const names = full.customTypeNames as {classes: string; styles: string; aria?: string};
  const typeKeys: Record<string, string[]> = {
    [names.classes]: api.classKeys.map((k) => k.name),
    [names.styles]: api.styleKeys.map((k) => k.name),
    ...(names.aria ? {[names.aria]: api.ariaKeys.map((k) => k.name)} : {}),
  };
  return {
    npmName: full.npmName,
    version: full.latestVersion,
    peerDependencies: full.peerDependencies,
    dependencies: (raw.dependencies as Record<string, string> | undefined) ?? {},
    members: api.members.map((m) => m.name),
    outputs: api.outputs.map((o) => o.name),
    angular:
      framework === 'angular'
        ? {
            selector: raw.selector as string,
            componentClass: raw.componentClass as string,
            ngModule: exports.find((e) => e.kind === 'NgModule')!.name,
          }
        : undefined,
    componentName: (raw.componentName as string | undefined) ?? undefined,
    typeNames: exports.filter((e) => e.kind === 'type').map((e) => e.name),
    typeKeys,
    memberTypes: Object.fromEntries(
      api.members.filter((m) => m.type !== undefined && m.type in typeKeys).map((m) => [m.name, m.type!]),
    ),
    booleanDefaults: Object.fromEntries(
      api.members.filter((m) => typeof m.default === 'boolean').map((m) => [m.name, m.default as boolean]),
    ),
    ...(options.declareApi ? {declared: declaredApi(api.members)} : {}),
    firstPage: firstPageOf(full),
  };
}

/** The members' plain types and the defaults code can write, as the facts give them. */
function declaredApi(members: readonly {name: string; type?: string; default?: unknown}[]) {
  const types: Record<string, string> = {};
  const defaults: Record<string, unknown> = {};
  for (const m of members) {
    const type = plainType(m.type ?? '');
    if (type) types[m.name] = type;
    const value = m.default === null ? undefined : defaultAsValue(m.default, m.type ?? '');
    if (value !== undefined) defaults[m.name] = value;
  }
  return {types, defaults};
}

function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), text);
  }
}

/**
 * The Angular compiler, at the projects' versions, in the stage's cache, with
 * the runtime the live preview loads (the browser platform, rxjs, tslib).
 */
async function angularCompiler(tools: Toolchain): Promise<string> {
  const angular = tooling.angular;
  const dependencies = {
    ...angular.peers,
    '@angular/compiler': angular.dependencies['@angular/compiler']!,
    '@angular/compiler-cli': angular.devDependencies['@angular/compiler-cli']!,
    '@angular/platform-browser': angular.dependencies['@angular/platform-browser']!,
    rxjs: angular.dependencies.rxjs!,
    tslib: angular.dependencies.tslib!,
    typescript: angular.devDependencies.typescript!,
  };
  const manifest = JSON.stringify({name: 'stand-in-compiler', private: true, dependencies}, null, 2);
  const key = createHash('sha256').update(manifest).digest('hex').slice(0, 12);
  const dir = join(STAGE_CACHE, `angular-compiler-${key}`);
  const ngc = join(dir, 'node_modules', '@angular', 'compiler-cli', 'bundles', 'src', 'bin', 'ngc.js');
  if (existsSync(ngc)) return ngc;
  // Installed beside, then renamed into place: another worker (the sent-projects stage, the live
  // preview's CDN double) may install the same at the same time; a rename is all or nothing.
  const scratch = `${dir}.${process.pid}`;
  rmSync(scratch, {recursive: true, force: true});
  mkdirSync(scratch, {recursive: true});
  writeFileSync(join(scratch, 'package.json'), manifest);
  const result = await runNpm(
    tools,
    ['install', '--no-audit', '--no-fund'],
    scratch,
    projectEnv(tools),
    300_000,
  );
  if (result.status !== 0) {
    rmSync(scratch, {recursive: true, force: true});
    throw new Error(
      `npm install of the stand-in's Angular compiler exited with ${result.status}:\n${lastLines(result.output)}`,
    );
  }
  if (existsSync(ngc)) {
    // Another worker's install arrived first: use it.
    rmSync(scratch, {recursive: true, force: true});
    return ngc;
  }
  // A folder without ngc is what an interrupted install left.
  rmSync(dir, {recursive: true, force: true});
  try {
    renameSync(scratch, dir);
  } catch (error) {
    if (!existsSync(ngc)) throw error;
    rmSync(scratch, {recursive: true, force: true});
  }
  if (!existsSync(ngc)) throw new Error(`npm installed no ngc at ${ngc}`);
  return ngc;
}

/** The `node_modules` of the Angular compiler's install: @angular/* at the projects' versions, rxjs, tslib. */
export async function angularInstall(tools: Toolchain): Promise<string> {
  const ngc = await angularCompiler(tools);
  return join(ngc, '..', '..', '..', '..', '..', '..');
}

/** Writes the stand-in's files into `dir` (emptied first) and, for Angular, compiles them with ngc into `dir/dist`. */
export async function buildStandIn(
  framework: FrameworkId,
  tools: Toolchain,
  dir: string,
  facts: StandInFacts,
): Promise<void> {
  rmSync(dir, {recursive: true, force: true});
  write(dir, standInFiles(framework, facts));
  if (framework === 'angular') {
    const ngc = await angularCompiler(tools);
    // ngc resolves @angular/* from the package's folder upwards: point it at the compiler's install.
    const compilerModules = await angularInstall(tools);
    execFileSync('ln', ['-s', compilerModules, join(dir, 'node_modules')]);
    try {
      execFileSync(tools.node, [ngc, '-p', join(dir, 'src', 'tsconfig.json')], {
        cwd: dir,
        encoding: 'utf8',
        env: projectEnv(tools),
        stdio: 'pipe',
      });
    } catch (error) {
      const failed = error as {stdout?: string; stderr?: string};
      throw new Error(
        `ngc could not compile the Angular stand-in:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`,
      );
    } finally {
      rmSync(join(dir, 'node_modules'));
    }
  }
}

export async function packStandIn(
  framework: FrameworkId,
  tools: Toolchain,
  workDir: string,
  json?: unknown,
  options: StandInOptions = {},
): Promise<PackedPackage> {
  const facts = standInFacts(framework, json, options);
  const dir = join(workDir, `stand-in-${framework}`);
  await buildStandIn(framework, tools, dir, facts);
  const tarballName = execFileSync(tools.node, [tools.npmCli, 'pack', '--silent'], {
    cwd: dir,
    encoding: 'utf8',
    env: projectEnv(tools),
  })
    .trim()
    .split('\n')
    .pop()!;
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  return {
    name: facts.npmName,
    version: facts.version,
    manifest,
    tarball: readFileSync(join(dir, tarballName)),
  };
}
