/**
 * The preview frame's page (build/preview/index.html), as pure functions of the facts: each
 * framework's package, the import map, the example modules' addresses, the HTML. The tests call them
 * to know the addresses the frame will ask the CDN for.
 */
import {defaultAsValue} from '../../lib/packageApi/facts';
import {LARGEST_ROWS, STEP_LIMIT_MS} from '../../data/rowsTrial';
import {tooling} from '../../lib/stackblitz/tooling';
import type {FrameworkId} from '../../data/facts';
import {CDN_BASE, exampleModuleName, PREVIEW_EXAMPLES_PATH, SCREEN_READER} from './cdn.cjs';
import {PREVIEW_FRAMEWORKS, type PreviewFramework} from './compileExample';

/** How a package's CSS reaches a page (the facts' `stylesheet`). */
type StylesheetDelivery = 'script-injected' | 'imported-css-file' | 'component-styles';

/** What the frame needs to know of one framework's package. */
export interface PreviewPackage {
  readonly npmName: string;
  readonly version: string;
  /** The named export that is the component (Angular: its class). */
  readonly exportName: string;
  /** Imported one after another before `modules`: Angular's compiler, which links the package's declarations. */
  readonly first: readonly string[];
  /** Imported together after `first`: the runtime's modules, then the package. */
  readonly modules: readonly string[];
  /** The members the package reads only as it mounts: a change of one mounts the component again. */
  readonly readAtMount: readonly string[];
  /** Linked before the first render: an ES module CDN drops a module's CSS import, esm.sh serves it with `?css`. */
  readonly stylesheet: string | null;
  /** Angular: the NgModule that declares the component, its selector, and its inputs and outputs by the facts. */
  readonly angular?: {
    readonly ngModule: string;
    readonly selector: string;
    readonly inputs: readonly string[];
    readonly outputs: readonly string[];
    /** Bound when a configuration leaves them out: the bound inputs, so the host component, stay the same. */
    readonly defaults: Readonly<Record<string, unknown>>;
  };
}

export interface PreviewFacts {
  readonly packages: Readonly<
    Record<
      FrameworkId,
      {
        readonly npmName: string;
        readonly latestVersion: string;
        readonly componentName?: string;
        readonly peerDependencies: Readonly<Record<string, string>>;
        readonly stylesheet: StylesheetDelivery;
        readonly props?: readonly {readonly name: string; readonly readAtMount?: boolean}[];
        /** Angular only. */
        readonly componentClass?: string;
        readonly selector?: string;
        readonly publicExports?: readonly {readonly name: string; readonly kind: string}[];
        readonly inputs?: readonly {
          readonly name: string;
          readonly type?: string;
          readonly default?: unknown;
          readonly readAtMount?: boolean;
        }[];
        readonly outputs?: readonly {readonly name: string}[];
      }
    >
  >;
}

/** The runtime modules each framework's frame imports before the package, and with it. */
const RUNTIME_MODULES: Readonly<Record<PreviewFramework, {first: string[]; with: string[]}>> = {
  // JIT: the compiler first; then core, and the browser platform that bootstraps the host component.
  angular: {first: ['@angular/compiler'], with: ['@angular/core', '@angular/platform-browser']},
  react: {first: [], with: ['react', 'react-dom/client']},
  vue: {first: [], with: ['vue']},
};

function angularOf(pkg: PreviewFacts['packages']['angular']): NonNullable<PreviewPackage['angular']> {
  const ngModule = pkg.publicExports?.find((e) => e.kind === 'NgModule')?.name;
  if (!pkg.componentClass || !pkg.selector || !ngModule) {
    throw new Error(`${pkg.npmName}: the facts give no componentClass, selector or NgModule export`);
  }
  const defaults: Record<string, unknown> = {};
  for (const input of pkg.inputs ?? []) {
    const value = defaultAsValue(input.default, input.type ?? '');
    if (value !== undefined) defaults[input.name] = value;
  }
  return {
    ngModule,
    selector: pkg.selector,
    inputs: (pkg.inputs ?? []).map((i) => i.name),
    outputs: (pkg.outputs ?? []).map((o) => o.name),
    defaults,
  };
}

export function previewPackages(facts: PreviewFacts): Record<PreviewFramework, PreviewPackage> {
  const entry = (framework: PreviewFramework): PreviewPackage => {
    const pkg = facts.packages[framework];
    const runtime = RUNTIME_MODULES[framework];
    const members = (framework === 'angular' ? pkg.inputs : pkg.props) ?? [];
    return {
      npmName: pkg.npmName,
      version: pkg.latestVersion,
      exportName: (framework === 'angular' ? pkg.componentClass : pkg.componentName) ?? 'Autocomplete',
      first: runtime.first,
      modules: [...runtime.with, pkg.npmName],
      readAtMount: members.filter((m) => m.readAtMount === true).map((m) => m.name),
      stylesheet:
        pkg.stylesheet === 'imported-css-file' ? `${CDN_BASE}/${pkg.npmName}@${pkg.latestVersion}?css` : null,
      ...(framework === 'angular' ? {angular: angularOf(pkg)} : {}),
    };
  };
  return {angular: entry('angular'), react: entry('react'), vue: entry('vue')};
}

/** What Angular's frame loads besides the package, at the projects' versions; no zone.js: it runs zoneless. */
export function angularRuntime(): Record<string, string> {
  const {peers, dependencies} = tooling.angular;
  const runtime: Record<string, string> = {...peers, ...dependencies};
  delete runtime['zone.js'];
  return runtime;
}

/** Subpaths the runtime itself imports: esm.sh leaves a subpath of an external package bare too. */
const ANGULAR_SUBPATHS: readonly string[] = ['@angular/common/http', 'rxjs/operators'];

/** The package name of a bare specifier (`@angular/common/http` → `@angular/common`). */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** A runtime package's subpaths (`react/jsx-runtime`): esm.sh's `*` leaves their imports bare, for the map. */
const subpathPrefix = (name: string, version: string | undefined): string =>
  `${CDN_BASE}/*${name}@${version}/`;

/**
 * The import map, at the StackBlitz projects' versions (src/lib/stackblitz/tooling.ts) and the facts'
 * latest release. `?external=` leaves a module's imports of those names bare, so they resolve
 * through this map and each runtime, @angular/core above all, loads once.
 */
export function previewImportMap(facts: PreviewFacts): {imports: Record<string, string>} {
  const imports: Record<string, string> = {};
  const react = tooling.react.peers;
  imports.react = `${CDN_BASE}/react@${react.react}`;
  imports['react-dom'] = `${CDN_BASE}/react-dom@${react['react-dom']}?external=react`;
  imports['react-dom/client'] = `${CDN_BASE}/react-dom@${react['react-dom']}/client?external=react`;
  imports['react/'] = subpathPrefix('react', react.react);
  imports['react-dom/'] = subpathPrefix('react-dom', react['react-dom']);
  imports.vue = `${CDN_BASE}/vue@${tooling.vue.peers.vue}`;
  imports['vue/'] = subpathPrefix('vue', tooling.vue.peers.vue);
  // Angular: each module leaves every other module of the runtime to the map.
  const angular = angularRuntime();
  const names = Object.keys(angular).sort();
  const externalTo = (own: string): string => `?external=${names.filter((n) => n !== own).join(',')}`;
  for (const specifier of [...names, ...ANGULAR_SUBPATHS]) {
    const name = packageOf(specifier);
    imports[specifier] =
      `${CDN_BASE}/${name}@${angular[name]}${specifier.slice(name.length)}${externalTo(name)}`;
  }
  for (const name of names) imports[`${name}/`] ??= subpathPrefix(name, angular[name]!);
  for (const framework of PREVIEW_FRAMEWORKS) {
    const pkg = facts.packages[framework];
    // Angular's package imports the runtime (FormsModule, tslib too), not only its declared peers.
    const external = framework === 'angular' ? names : Object.keys(pkg.peerDependencies).sort();
    imports[pkg.npmName] =
      `${CDN_BASE}/${pkg.npmName}@${pkg.latestVersion}${external.length ? `?external=${external.join(',')}` : ''}`;
  }
  // The libraries an example may import (a form library), each with its framework's peers left to the map.
  for (const framework of PREVIEW_FRAMEWORKS) {
    const {peers, libraries} = tooling[framework];
    for (const [name, version] of Object.entries(libraries))
      imports[name] = `${CDN_BASE}/${name}@${version}?external=${Object.keys(peers).sort().join(',')}`;
  }
  imports[SCREEN_READER.npmName] =
    `${CDN_BASE}/${SCREEN_READER.npmName}@${SCREEN_READER.version}${SCREEN_READER.exportPath}`;
  return {imports};
}

export interface PreviewExampleFile {
  readonly framework: string;
  readonly file: string;
}

/** By framework, each example's name (`custom-search`) → its module's address: the frame imports only these. */
export function previewExampleModules(
  baseUrl: string,
  files: readonly PreviewExampleFile[],
): Record<PreviewFramework, Record<string, string>> {
  const modules: Record<PreviewFramework, Record<string, string>> = {angular: {}, react: {}, vue: {}};
  for (const {framework, file} of files) {
    if (!(PREVIEW_FRAMEWORKS as readonly string[]).includes(framework)) continue;
    const name = exampleModuleName(file);
    modules[framework as PreviewFramework][name] =
      `${baseUrl}${PREVIEW_EXAMPLES_PATH.slice(1)}/${framework}/${name}.js`;
  }
  return modules;
}

/** `<` in JSON written inside a <script> element, so no text can close it. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The frame's HTML; `baseUrl` ends with `/`; `examples`: the example files it may run (previewExampleModules). */
export function previewPageHtml(
  baseUrl: string,
  facts: PreviewFacts,
  examples: readonly PreviewExampleFile[] = [],
): string {
  const dir = `${baseUrl}preview/`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live preview</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E">
<link rel="stylesheet" href="${dir}frame.css">
<script type="importmap">${scriptJson(previewImportMap(facts))}</script>
<script type="application/json" id="preview-packages">${scriptJson(previewPackages(facts))}</script>
<script type="application/json" id="preview-examples">${scriptJson(previewExampleModules(baseUrl, examples))}</script>
<script type="application/json" id="preview-trial">${scriptJson({largest: LARGEST_ROWS, stepLimitMs: STEP_LIMIT_MS})}</script>
<script src="${dir}frame.js" defer></script>
</head>
<body>
<div id="preview"><p class="status" role="status">Loading the component…</p></div>
</body>
</html>
`;
}
