/**
 * A test double of the public CDN the live preview loads from (issue 40;
 * src/plugins/live-preview). The browser's requests to the CDN's origin are
 * intercepted and answered here, never sent: each address of the preview
 * frame's import map (src/plugins/live-preview/page.ts) gets an ES module,
 * with the CORS header the CDN sends:
 * - the package: the stand-in generated from the facts (tests/stand-in), as the
 *   sent-projects stage installs it;
 * - React and React DOM: the UMD builds of the site's own react 18.3.1 and
 *   react-dom, run inside an ES module that re-exports them (React DOM gets
 *   `react` through the import map, as esm.sh's `?external=react` leaves it);
 * - Vue: `dist/vue.esm-browser.prod.js` of the site's `vue` devDependency, the
 *   version the projects pin;
 * - Angular (`angularCdn`, built on first use and kept in the stage's cache):
 *   the stand-in as ngc compiles it in partial mode (tests/stand-in/pack.ts),
 *   so the frame's JIT compiler links it as it would the published package,
 *   and the runtime from the install that compiles it (@angular/* 19.2.9 at
 *   the projects' versions, their fesm2022 files; rxjs's UMD build run inside
 *   an ES module; tslib's ES module). Each import map address answers
 *   `export * from` the package's file, as esm.sh answers with its build; the
 *   files keep their imports of the map's names bare (the map's `?external=`)
 *   and get their own package's other files by address;
 * - the libraries an example may import (tooling's `libraries`: React Hook Form, VeeValidate): the
 *   site's own devDependency of each, at the version the map pins, bundled by esbuild into one ES
 *   module with its framework's peers left bare and NODE_ENV set to production, as esm.sh builds
 *   a package (`libraryModule`);
 * - the virtual screen reader of the accessibility pages' transcript: the
 *   browser build (`./browser.js` export) of the site's own
 *   @guidepup/virtual-screen-reader devDependency, at the version the map pins
 *   (one ES module that imports nothing, as the package publishes it).
 */
import {createHash} from 'node:crypto';
import {buildSync} from 'esbuild';
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import type {BrowserContext} from '@playwright/test';
import {tooling, WEBCONTAINER_NODE} from '../../src/lib/stackblitz/tooling';
import {CDN_BASE, SCREEN_READER} from '../../src/plugins/live-preview/cdn.cjs';
import {angularRuntime, previewImportMap, type PreviewFacts} from '../../src/plugins/live-preview/page';
import {standInFiles} from '../stand-in/generate';
import {angularInstall, buildStandIn, standInFacts} from '../stand-in/pack';
import {readFacts} from './facts';
import {filesUnder} from './files';
import {esModuleEntry, realPackage} from './realPackages';
import {STAGE_CACHE, toolchain} from './toolchain';

const ROOT = join(__dirname, '..', '..');

/**
 * `vue.esm-browser.prod.js` of the site's own `vue` (a devDependency pinned to the version the
 * projects use, `tooling.ts`); a different version fails here, naming both.
 */
function vueBrowserBuild(): string {
  const manifest = require.resolve('vue/package.json');
  const {version} = JSON.parse(readFileSync(manifest, 'utf8')) as {version: string};
  if (version !== tooling.vue.peers.vue) {
    throw new Error(
      `the CDN double serves vue ${version} (package.json devDependencies), but the projects pin ` +
        `${tooling.vue.peers.vue} (src/lib/stackblitz/tooling.ts): make them the same.`,
    );
  }
  return join(dirname(manifest), 'dist', 'vue.esm-browser.prod.js');
}

/**
 * The virtual screen reader's browser build (its `./browser.js` export) in the site's own
 * devDependency, which must be the version the import map pins; a different version fails here,
 * naming both.
 */
function screenReaderBrowserBuild(): string {
  const manifestPath = require.resolve(`${SCREEN_READER.npmName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    version: string;
    exports: Record<string, {browser?: string}>;
  };
  if (manifest.version !== SCREEN_READER.version) {
    throw new Error(
      `the CDN double serves ${SCREEN_READER.npmName} ${manifest.version} (package.json devDependencies), but ` +
        `the import map pins ${SCREEN_READER.version} (src/plugins/live-preview/cdn.cjs): make them the same.`,
    );
  }
  const file = manifest.exports[`.${SCREEN_READER.exportPath}`]?.browser;
  if (!file) throw new Error(`${SCREEN_READER.npmName}: no browser build at .${SCREEN_READER.exportPath}`);
  return join(dirname(manifestPath), file);
}

/**
 * A library of tooling's `libraries` as the CDN's one module: the site's own devDependency (which
 * must be the version the map pins; a different version fails here, naming both), bundled by
 * esbuild with the framework's peers left to the import map and `process.env.NODE_ENV` set to
 * production, which also drops the code its development build alone runs.
 */
function libraryModule(name: string, version: string, peers: readonly string[]): string {
  // Read by path: a package's `exports` may not list its package.json (VeeValidate's does not).
  const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  if (manifest.version !== version) {
    throw new Error(
      `the CDN double serves ${name} ${manifest.version} (package.json devDependencies), but the ` +
        `projects pin ${version} (src/lib/stackblitz/tooling.ts, libraries): make them the same.`,
    );
  }
  const {outputFiles} = buildSync({
    stdin: {contents: `export * from '${name}';`, resolveDir: ROOT, loader: 'js'},
    bundle: true,
    format: 'esm',
    platform: 'browser',
    external: [...peers, ...peers.map((peer) => `${peer}/*`)],
    define: {'process.env.NODE_ENV': '"production"'},
    minify: true,
    write: false,
  });
  return outputFiles[0]!.text;
}

/** A CommonJS/UMD file run inside an ES module: `module.exports` re-exported, by name and as default. */
function umdAsModule(file: string, names: readonly string[], requires: Record<string, string> = {}): string {
  const imports = Object.entries(requires).map(([name, local]) => `import * as ${local} from '${name}';`);
  const lookup = Object.entries(requires)
    .map(([name, local]) => `if (name === '${name}') return ${local}.default ?? ${local};`)
    .join(' ');
  return [
    ...imports,
    'const module = {exports: {}};',
    `(function (exports, module, require) {\n${readFileSync(file, 'utf8')}\n})(module.exports, module, (name) => { ${lookup} throw new Error('no module ' + name); });`,
    'export default module.exports;',
    ...names.map((name) => `export const ${name} = module.exports.${name};`),
  ].join('\n');
}

/** What each CDN address of the import map answers. */
function cdnModules(): Map<string, string> {
  const json = readFacts();
  const {imports} = previewImportMap(json as PreviewFacts);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the names React exports, read like the site reads them
  const reactNames = Object.keys(require('react') as object).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
  const modules = new Map<string, string>();
  modules.set(
    imports.react!,
    umdAsModule(join(ROOT, 'node_modules/react/umd/react.production.min.js'), reactNames),
  );
  modules.set(
    imports['react-dom/client']!,
    umdAsModule(
      join(ROOT, 'node_modules/react-dom/umd/react-dom.production.min.js'),
      ['createRoot', 'hydrateRoot'],
      {
        react: 'React',
      },
    ),
  );
  // The automatic JSX runtime, at the address the map's `react/` prefix gives it, its `react` bare.
  modules.set(
    `${imports['react/']!}jsx-runtime`,
    umdAsModule(
      join(ROOT, 'node_modules/react/cjs/react-jsx-runtime.production.min.js'),
      ['jsx', 'jsxs', 'Fragment'],
      {react: 'React'},
    ),
  );
  modules.set(imports.vue!, readFileSync(vueBrowserBuild(), 'utf8'));
  modules.set(imports[SCREEN_READER.npmName]!, readFileSync(screenReaderBrowserBuild(), 'utf8'));
  for (const {peers, libraries} of Object.values(tooling)) {
    for (const [name, version] of Object.entries(libraries))
      modules.set(imports[name]!, libraryModule(name, version, Object.keys(peers)));
  }
  for (const framework of ['react', 'vue'] as const) {
    const facts = standInFacts(framework, json);
    const real = realPackage(framework);
    // The real package (npm run check:packages), or the stand-in: its module as the CDN serves it.
    const files = real ? filesOf(real.dir) : standInFiles(framework, facts);
    const {js, css} = asCdnServes(files[real ? esModuleEntry(real) : 'index.js']!, files);
    modules.set(imports[facts.npmName]!, js);
    if (css) modules.set(`${CDN_BASE}/${facts.npmName}@${facts.version}?css`, css);
  }
  return modules;
}

/**
 * A package module as an ES module CDN serves it: the CSS files it imports are taken out of the
 * module (a browser cannot import CSS as a module) and served together at the package's address
 * with `?css`, as esm.sh does.
 */
function asCdnServes(js: string, files: Record<string, string>): {js: string; css: string} {
  let css = '';
  const without = js.replace(/\bimport\s*['"]\.\/([\w./-]+\.css)['"];?/g, (_whole, path: string) => {
    css += files[path] ?? files[`dist/${path}`] ?? '';
    return '';
  });
  return {js: without, css};
}

/** The text files of an unpacked package, by path in it. */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const path of filesUnder(dir)) {
    if (/\.(m?js|cjs|css|json)$/.test(path)) files[relative(dir, path)] = readFileSync(path, 'utf8');
  }
  return files;
}

/** The file a package's `exports` entry names for `subpath` (`.` or `./http`), as a path in the package. */
function exportedFile(packageDir: string, subpath: string): string {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string | {default?: string}>;
  };
  const entry = manifest.exports?.[subpath];
  const file = typeof entry === 'string' ? entry : entry?.default;
  if (!file) throw new Error(`${packageDir}: no export ${subpath}`);
  return file.replace(/^\.\//, '');
}

/** The package name of a bare specifier (`@angular/core/primitives/signals` → `@angular/core`). */
const packageName = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

export interface AngularCdn {
  /** Import map address → module. */
  readonly modules: Map<string, string>;
  /** A file of an @angular package by its CDN address, or undefined. */
  readonly file: (url: string) => string | undefined;
}

/** The compiled Angular stand-in (`dist/index.js`), compiled once per stand-in source and kept in the stage's cache. */
async function compiledAngularStandIn(json: unknown): Promise<string> {
  const tools = toolchain(WEBCONTAINER_NODE[0]);
  const facts = standInFacts('angular', json);
  const key = createHash('sha256')
    .update(JSON.stringify(standInFiles('angular', facts)))
    .update(JSON.stringify(angularRuntime()))
    .digest('hex')
    .slice(0, 12);
  const dir = join(STAGE_CACHE, 'cdn', `stand-in-angular-${key}`);
  const compiled = join(dir, 'dist', 'index.js');
  if (!existsSync(compiled)) {
    const scratch = `${dir}.${process.pid}`;
    await buildStandIn('angular', tools, scratch, facts);
    mkdirSync(dirname(dir), {recursive: true});
    try {
      renameSync(scratch, dir);
    } catch (error) {
      // Another worker compiled it first (a rename is all or nothing): use its copy.
      if (!existsSync(compiled)) throw error;
      rmSync(scratch, {recursive: true, force: true});
    }
  }
  return readFileSync(compiled, 'utf8');
}

async function buildAngularCdn(): Promise<AngularCdn> {
  const json = readFacts();
  const {imports} = previewImportMap(json as PreviewFacts);
  const runtime = angularRuntime();
  const nodeModules = await angularInstall(toolchain(WEBCONTAINER_NODE[0]));
  const fileUrl = (name: string, path: string): string => `${CDN_BASE}/${name}@${runtime[name]}/${path}`;
  const modules = new Map<string, string>();
  for (const specifier of Object.keys(imports)) {
    // A prefix (`@angular/core/`) names no module of its own.
    if (specifier.endsWith('/')) continue;
    const name = packageName(specifier);
    if (!name.startsWith('@angular/') || runtime[name] === undefined) continue;
    const subpath = specifier === name ? '.' : `.${specifier.slice(name.length)}`;
    const file = exportedFile(join(nodeModules, name), subpath);
    modules.set(imports[specifier]!, `export * from '${fileUrl(name, file)}';\n`);
  }
  const rxjsDir = join(nodeModules, 'rxjs');
  /* eslint-disable @typescript-eslint/no-require-imports -- the names rxjs exports, read from the same install */
  const rxjs = require(rxjsDir) as Record<string, unknown>;
  const operators = require(join(rxjsDir, 'operators')) as Record<string, unknown>;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const identifier = (n: string): boolean => /^[A-Za-z_$][\w$]*$/.test(n);
  modules.set(
    imports.rxjs!,
    umdAsModule(join(rxjsDir, 'dist', 'bundles', 'rxjs.umd.min.js'), Object.keys(rxjs).filter(identifier)),
  );
  // The operators rxjs also exports from its root (all but the deprecated operator forms of
  // combineLatest, concat, merge...), from the one copy of rxjs the map gives.
  const shared = Object.keys(operators).filter((n) => identifier(n) && operators[n] === rxjs[n]);
  modules.set(imports['rxjs/operators']!, `export {${shared.join(', ')}} from 'rxjs';\n`);
  modules.set(imports.tslib!, readFileSync(join(nodeModules, 'tslib', 'tslib.es6.mjs'), 'utf8'));
  const standIn = standInFacts('angular', json);
  const real = realPackage('angular');
  modules.set(
    imports[standIn.npmName]!,
    real ? readFileSync(join(real.dir, esModuleEntry(real)), 'utf8') : await compiledAngularStandIn(json),
  );

  // Each Angular preview asks for the same files: read and rewritten once per worker.
  const files = new Map<string, string | undefined>();
  const file = (url: string): string | undefined => {
    if (!files.has(url)) files.set(url, rewrittenFile(url));
    return files.get(url);
  };
  const rewrittenFile = (url: string): string | undefined => {
    const match = /^\/(@angular\/[^/@]+)@([^/]+)\/([\w./-]+\.mjs)$/.exec(new URL(url).pathname);
    if (!match || runtime[match[1]!] !== match[2] || match[3]!.includes('..')) return undefined;
    const [, name, , path] = match as unknown as [string, string, string, string];
    const source = join(nodeModules, name, path);
    if (!existsSync(source)) return undefined;
    // Import statements start their line in these files: a bare specifier the map does not
    // name (a package's own subpath, `@angular/core/primitives/signals`) gets its file's address.
    return readFileSync(source, 'utf8').replace(
      /^((?:import|export)\b[^'"\n]*?\bfrom\s*|import\s*|\}\s*from\s*)(['"])([^'"./][^'"]*)\2/gm,
      (whole, start: string, quote: string, specifier: string) => {
        if (imports[specifier] !== undefined) return whole;
        const owner = packageName(specifier);
        if (runtime[owner] === undefined) return whole;
        const subpath = `.${specifier.slice(owner.length)}`;
        return `${start}${quote}${fileUrl(owner, exportedFile(join(nodeModules, owner), subpath))}${quote}`;
      },
    );
  };
  return {modules, file};
}

/** The import map's addresses the Angular frame asks for: its runtime and the package. */
function angularAddressesOf(json: unknown): string[] {
  const {imports} = previewImportMap(json as PreviewFacts);
  const runtime = angularRuntime();
  const npmName = (json as PreviewFacts).packages.angular.npmName;
  return Object.entries(imports)
    .filter(([specifier]) => specifier === npmName || runtime[packageName(specifier)] !== undefined)
    .map(([, url]) => url);
}

let angular: Promise<AngularCdn> | undefined;

/**
 * The Angular half of the double, built on first use in this worker: the
 * first run of all installs the runtime and compiles the stand-in (minutes),
 * later runs read them from the stage's cache. Call it from a `beforeAll`
 * with a long timeout before an Angular preview starts.
 */
export function angularCdn(): Promise<AngularCdn> {
  angular ??= buildAngularCdn();
  return angular;
}

/** The module the CDN double serves for a React or Vue package (the stand-in in `npm test`), and its address. */
export function packageModule(framework: 'react' | 'vue'): {url: string; js: string} {
  const json = readFacts();
  const url = previewImportMap(json as PreviewFacts).imports[standInFacts(framework, json).npmName]!;
  return {url, js: cdnModules().get(url)!};
}

export interface CdnDouble {
  /** Every CDN address the browser asked for, in order. */
  readonly requests: string[];
}

/**
 * Answers the CDN's addresses for every page and frame of the context; with
 * `refuse`, every request to it fails as a refused connection does.
 */
export async function serveCdn(context: BrowserContext, {refuse = false} = {}): Promise<CdnDouble> {
  const modules = cdnModules();
  const angularAddresses = new Set(angularAddressesOf(readFacts()));
  const requests: string[] = [];
  await context.route(
    (url) => url.origin === CDN_BASE,
    async (route) => {
      const url = route.request().url();
      requests.push(url);
      if (refuse) return route.abort('connectionrefused');
      let body = modules.get(url);
      if (body === undefined && (angularAddresses.has(url) || url.startsWith(`${CDN_BASE}/@angular/`))) {
        const angularDouble = await angularCdn();
        body = angularDouble.modules.get(url) ?? angularDouble.file(url);
      }
      const type = new URL(url).search === '?css' ? 'text/css' : 'text/javascript';
      return route.fulfill({
        status: body === undefined ? 404 : 200,
        headers: {'Access-Control-Allow-Origin': '*', 'Content-Type': `${type}; charset=utf-8`},
        body: body ?? `not served by the test CDN: ${url}`,
      });
    },
  );
  return {requests};
}
