/**
 * Versions of what a StackBlitz project needs besides the package, pinned exactly so a project
 * installs the same code next year. They must start in WebContainers, whose Node.js is 18 (shipped)
 * or 20 (in development) and cannot be chosen (StackBlitz docs, 2025-02). So (engines checked
 * 2026-11-25): Angular 19.2 (Angular 20+ needs Node 20.19 or 22.12+), Vite 6.4 (Vite 7+ needs
 * 20.19+), the Vite plugins of that generation, TypeScript 5.8; React 18 (the package's peers stop
 * at ^18). tests/unit/stackblitz-projects.spec.ts holds each peer to the facts' range and each tool's
 * `engines` (`nodeEngines`) to `WEBCONTAINER_NODE`.
 */
import type {FrameworkId} from '@site/src/data/facts';

const ANGULAR = '19.2.9';
const ANGULAR_TOOLING = '19.2.9';
const REACT = '18.3.1';
const VITE = '6.4.6';
const TYPESCRIPT_FOR_ANGULAR = '5.8.3'; // @angular/compiler-cli 19.2 wants >=5.5 <5.9
const TYPESCRIPT = '5.8.3';

/** The Node.js versions WebContainers run, at the lowest minors the tools accept. */
export const WEBCONTAINER_NODE = ['18.19.1', '20.11.1'] as const;

/** `engines.node` of each tool that runs in Node.js, as `npm view <name>@<version> engines.node` gave it. */
export const nodeEngines: Readonly<Record<string, string>> = {
  [`@angular/cli@${ANGULAR_TOOLING}`]: '^18.19.1 || ^20.11.1 || >=22.0.0',
  [`@angular/build@${ANGULAR_TOOLING}`]: '^18.19.1 || ^20.11.1 || >=22.0.0',
  [`@angular/compiler-cli@${ANGULAR}`]: '^18.19.1 || ^20.11.1 || >=22.0.0',
  [`vite@${VITE}`]: '^18.0.0 || ^20.0.0 || >=22.0.0',
  '@vitejs/plugin-react@4.7.0': '^14.18.0 || >=16.0.0',
  '@vitejs/plugin-vue@5.2.4': '^18.0.0 || >=20.0.0',
  [`typescript@${TYPESCRIPT}`]: '>=14.17',
};

export interface Tooling {
  /** The version installed for each peer dependency the facts file lists (and for @angular/forms). */
  readonly peers: Readonly<Record<string, string>>;
  /** Libraries an example may import (a form library), at the version its project and the preview load. */
  readonly libraries: Readonly<Record<string, string>>;
  /** Other runtime dependencies of the project. */
  readonly dependencies: Readonly<Record<string, string>>;
  readonly devDependencies: Readonly<Record<string, string>>;
  readonly scripts: Readonly<Record<string, string>>;
  /** The npm script StackBlitz runs once dependencies are installed. */
  readonly startScript: string;
  /** `"type": "module"` in package.json: Vite loads `vite.config.ts` as an ES module. */
  readonly esm: boolean;
}

export const tooling: Readonly<Record<FrameworkId, Tooling>> = {
  angular: {
    peers: {
      '@angular/common': ANGULAR,
      '@angular/core': ANGULAR,
      // Not a declared peer, but the library's module imports FormsModule.
      '@angular/forms': ANGULAR,
    },
    // Angular's own reactive forms are @angular/forms, a peer above.
    libraries: {},
    dependencies: {
      '@angular/compiler': ANGULAR,
      '@angular/platform-browser': ANGULAR,
      rxjs: '7.8.2',
      tslib: '2.9.1',
      'zone.js': '0.15.1',
    },
    devDependencies: {
      '@angular/build': ANGULAR_TOOLING,
      '@angular/cli': ANGULAR_TOOLING,
      '@angular/compiler-cli': ANGULAR,
      typescript: TYPESCRIPT_FOR_ANGULAR,
    },
    scripts: {start: 'ng serve', build: 'ng build'},
    startScript: 'start',
    esm: false,
  },
  react: {
    peers: {react: REACT, 'react-dom': REACT},
    // Its peer range (`npm view react-hook-form@7.92.0 peerDependencies`): react ^16.8 || ^17 || ^18 || ^19.
    libraries: {'react-hook-form': '7.92.0'},
    dependencies: {},
    devDependencies: {
      '@types/react': '18.3.31',
      '@types/react-dom': '18.3.7',
      '@vitejs/plugin-react': '4.7.0',
      typescript: TYPESCRIPT,
      vite: VITE,
    },
    scripts: {dev: 'vite', build: 'vite build'},
    startScript: 'dev',
    esm: true,
  },
  vue: {
    peers: {vue: '3.5.45'},
    // Its peer range is vue ^3.4.26: a file that imports it needs Vue 3.4.26 (src/data/frameworkApis.ts).
    libraries: {'vee-validate': '4.15.1'},
    dependencies: {},
    devDependencies: {'@vitejs/plugin-vue': '5.2.4', vite: VITE},
    scripts: {dev: 'vite', build: 'vite build'},
    startScript: 'dev',
    esm: true,
  },
};

/** The package a bare import specifier names (`@angular/common/http` → `@angular/common`), or null for a relative one. */
export function packageOfSpecifier(specifier: string): string | null {
  if (/^[./]/.test(specifier)) return null;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** The packages a source file imports (`import … from 'x'`, `import 'x'`), each once. */
export function importedPackages(source: string): string[] {
  const names = new Set<string>();
  for (const [, from, bare] of source.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]/g)) {
    const name = packageOfSpecifier((from ?? bare)!);
    if (name) names.add(name);
  }
  return [...names];
}

/** The libraries of `tooling[framework].libraries` that a source file imports, with their versions. */
export function librariesImportedBy(framework: FrameworkId, source: string): Record<string, string> {
  const {libraries} = tooling[framework];
  return Object.fromEntries(
    importedPackages(source)
      .filter((name) => libraries[name] !== undefined)
      .map((name) => [name, libraries[name]!]),
  );
}
