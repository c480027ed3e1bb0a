/**
 * Versions of what a StackBlitz project needs besides the package itself.
 * The facts file versions only the packages and their peer dependency
 * ranges, so these are chosen here: the current stable releases on npm on
 * 2026-11-25 that satisfy those ranges (React stays on 18: the React
 * package's peers stop at ^18). Pinned exactly, so a project opened today
 * and one opened next year install the same code.
 *
 * tests/unit/stackblitz-projects.spec.ts checks that each peer version
 * satisfies the facts file's range.
 */
import type {FrameworkId} from '@site/src/data/types';

const ANGULAR = '22.2.6';
const ANGULAR_TOOLING = '22.2.7';
const REACT = '18.3.1';
const VITE = '8.3.8';
const TYPESCRIPT_FOR_ANGULAR = '6.0.3'; // @angular/compiler-cli 22 wants >=6.0 <6.1
const TYPESCRIPT = '6.0.3';

export interface Tooling {
  /** The version installed for each peer dependency the facts file lists (and for @angular/forms). */
  readonly peers: Readonly<Record<string, string>>;
  /** Other runtime dependencies of the project. */
  readonly dependencies: Readonly<Record<string, string>>;
  readonly devDependencies: Readonly<Record<string, string>>;
  readonly scripts: Readonly<Record<string, string>>;
  /** The npm script StackBlitz runs once dependencies are installed. */
  readonly startScript: string;
}

export const tooling: Readonly<Record<FrameworkId, Tooling>> = {
  angular: {
    peers: {
      '@angular/common': ANGULAR,
      '@angular/core': ANGULAR,
      // Not a declared peer, but the library's module imports FormsModule.
      '@angular/forms': ANGULAR,
    },
    dependencies: {
      '@angular/compiler': ANGULAR,
      '@angular/platform-browser': ANGULAR,
      rxjs: '7.8.2',
      tslib: '2.9.1',
      'zone.js': '0.16.3',
    },
    devDependencies: {
      '@angular/build': ANGULAR_TOOLING,
      '@angular/cli': ANGULAR_TOOLING,
      '@angular/compiler-cli': ANGULAR,
      typescript: TYPESCRIPT_FOR_ANGULAR,
    },
    scripts: {start: 'ng serve', build: 'ng build'},
    startScript: 'start',
  },
  react: {
    peers: {react: REACT, 'react-dom': REACT},
    dependencies: {},
    devDependencies: {
      '@types/react': '18.3.31',
      '@types/react-dom': '18.3.7',
      '@vitejs/plugin-react': '6.3.0',
      typescript: TYPESCRIPT,
      vite: VITE,
    },
    scripts: {dev: 'vite', build: 'vite build'},
    startScript: 'dev',
  },
  vue: {
    peers: {vue: '3.5.45'},
    dependencies: {},
    devDependencies: {'@vitejs/plugin-vue': '6.0.11', vite: VITE},
    scripts: {dev: 'vite', build: 'vite build'},
    startScript: 'dev',
  },
};
