/**
 * Framework APIs that are newer than the lowest framework version a package
 * supports (`supportedFrameworkVersions.lowest` in the facts), with the
 * framework release that added each. A file that uses one (an example, the
 * builder's file) says beside it which framework version it needs, and the
 * sent-projects stage type-checks it against that version (tests/projects).
 * These are facts about Angular, React and Vue, from their own release notes,
 * not about the packages.
 *
 * Imports: none, so the unit specs load this file as plain TypeScript.
 */
import type {FrameworkId} from './types';

export interface NewerApi {
  /** The name a file imports (or, for a Vue compiler macro, calls). */
  readonly name: string;
  /** The first framework release with it, `major.minor.patch`. */
  readonly since: string;
  /** Vue's compiler macros are called without an import. */
  readonly macro?: true;
}

interface FrameworkApis {
  /** The framework's label, for the sentence. */
  readonly label: string;
  /** The module the APIs are imported from. */
  readonly module: string;
  /**
   * Oldest first (`since` ascending; tests/unit/usage-examples.spec.ts checks it with semver), so
   * the last API a file uses names the release it needs and no browser compares versions.
   */
  readonly apis: readonly NewerApi[];
}

export const newerApis: Readonly<Record<FrameworkId, FrameworkApis>> = {
  angular: {
    label: 'Angular',
    module: '@angular/core',
    apis: [
      {name: 'signal', since: '16.0.0'},
      {name: 'computed', since: '16.0.0'},
      {name: 'effect', since: '16.0.0'},
      {name: 'input', since: '17.1.0'},
      {name: 'model', since: '17.2.0'},
      {name: 'output', since: '17.3.0'},
      {name: 'provideZonelessChangeDetection', since: '20.0.0'},
    ],
  },
  react: {
    label: 'React',
    module: 'react',
    apis: [
      {name: 'useId', since: '18.0.0'},
      {name: 'useTransition', since: '18.0.0'},
      {name: 'useDeferredValue', since: '18.0.0'},
      {name: 'useSyncExternalStore', since: '18.0.0'},
      {name: 'useInsertionEffect', since: '18.0.0'},
    ],
  },
  vue: {
    label: 'Vue',
    module: 'vue',
    apis: [
      {name: 'defineOptions', since: '3.3.0', macro: true},
      {name: 'defineSlots', since: '3.3.0', macro: true},
      {name: 'defineModel', since: '3.4.0', macro: true},
      {name: 'useTemplateRef', since: '3.5.0'},
      {name: 'useId', since: '3.5.0'},
    ],
  },
};

/** What a file needs beyond the package's lowest supported framework version. */
export interface FrameworkNeed {
  /** The lowest framework release that has every API the file uses, `major.minor.patch`. */
  readonly version: string;
  /** The APIs that need it. */
  readonly apis: readonly string[];
}

/** The names a file imports from `module` (`import {a, b as c} from 'module'`). */
function namedImports(source: string, module: string): Set<string> {
  const names = new Set<string>();
  const pattern = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  for (const [, list, from] of source.matchAll(pattern)) {
    if (from !== module) continue;
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      if (name) names.add(name);
    }
  }
  return names;
}

/** The framework version a file needs, or null when the package's lowest supported version is enough. */
export function frameworkNeedOf(framework: FrameworkId, source: string): FrameworkNeed | null {
  const apis = newerApis[framework];
  const imported = namedImports(source, apis.module);
  const used = apis.apis.filter((api) =>
    api.macro ? new RegExp(`\\b${api.name}\\s*[<(]`).test(source) : imported.has(api.name),
  );
  // The table is oldest first: the last API used is the newest.
  const newest = used.at(-1);
  return newest ? {version: newest.since, apis: used.map((api) => api.name)} : null;
}

/** "Needs Angular 16 or newer: it uses signal and computed." */
export function frameworkNeedSentence(framework: FrameworkId, need: FrameworkNeed): string {
  const [major, minor] = need.version.split('.');
  const release = minor === '0' && framework !== 'vue' ? major : `${major}.${minor}`;
  const names =
    need.apis.length === 1 ? need.apis[0] : `${need.apis.slice(0, -1).join(', ')} and ${need.apis.at(-1)}`;
  return `Needs ${newerApis[framework].label} ${release} or newer: it uses ${names}.`;
}
