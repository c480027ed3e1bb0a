/**
 * Framework APIs newer than a package's lowest supported framework version, from the frameworks'
 * release notes: a file that uses one says which version it needs, and tests/projects type-checks it
 * against that version.
 */
import type {FrameworkId} from './facts';
import {getFramework} from './frameworks';

export interface NewerApi {
  /** What a file imports (or, for a Vue compiler macro, calls). */
  readonly name: string;
  readonly since: string;
  readonly macro?: true;
  /** A library whose peer range starts at a newer release than the package's lowest. */
  readonly library?: true;
}

interface FrameworkApis {
  readonly module: string;
  /**
   * Oldest first (`since` ascending; tests/unit/usage-examples.spec.ts checks it with semver), so
   * the last API a file uses names the release it needs and no browser compares versions.
   */
  readonly apis: readonly NewerApi[];
}

function byRelease(
  releases: Readonly<Record<string, readonly string[]>>,
  macros: readonly string[] = [],
  libraries: readonly string[] = [],
) {
  return Object.entries(releases).flatMap(([since, names]) =>
    names.map((name): NewerApi => ({
      name,
      since,
      ...(macros.includes(name) ? {macro: true} : {}),
      ...(libraries.includes(name) ? {library: true} : {}),
    })),
  );
}

export const newerApis: Readonly<Record<FrameworkId, FrameworkApis>> = {
  angular: {
    module: '@angular/core',
    apis: byRelease({
      '16.0.0': ['signal', 'computed', 'effect'],
      '17.1.0': ['input'],
      '17.2.0': ['model'],
      '17.3.0': ['output'],
      '20.0.0': ['provideZonelessChangeDetection'],
    }),
  },
  react: {
    module: 'react',
    apis: byRelease({
      '18.0.0': ['useId', 'useTransition', 'useDeferredValue', 'useSyncExternalStore', 'useInsertionEffect'],
    }),
  },
  vue: {
    module: 'vue',
    apis: byRelease(
      {
        '3.3.0': ['defineOptions', 'defineSlots'],
        '3.4.0': ['defineModel'],
        // VeeValidate 4.15's peer range is vue ^3.4.26 (`npm view vee-validate@4.15.1 peerDependencies`).
        '3.4.26': ['vee-validate'],
        '3.5.0': ['useTemplateRef', 'useId'],
      },
      ['defineOptions', 'defineSlots', 'defineModel'],
      ['vee-validate'],
    ),
  },
};

export interface FrameworkNeed {
  readonly version: string;
  readonly apis: readonly string[];
}

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
    api.macro
      ? new RegExp(`\\b${api.name}\\s*[<(]`).test(source)
      : api.library
        ? new RegExp(`\\bfrom\\s*['"]${api.name}['"]`).test(source)
        : imported.has(api.name),
  );
  // The table is oldest first: the last API used is the newest.
  const newest = used.at(-1);
  return newest ? {version: newest.since, apis: used.map((api) => api.name)} : null;
}

/** "Needs Angular 16 or newer: it uses signal and computed." (a patch release in full: "Vue 3.4.26") */
export function frameworkNeedSentence(framework: FrameworkId, need: FrameworkNeed): string {
  const [major, minor, patch] = need.version.split('.');
  const release =
    patch !== '0' ? need.version : minor === '0' && framework !== 'vue' ? major : `${major}.${minor}`;
  const names =
    need.apis.length === 1 ? need.apis[0] : `${need.apis.slice(0, -1).join(', ')} and ${need.apis.at(-1)}`;
  return `Needs ${getFramework(framework).shortLabel} ${release} or newer: it uses ${names}.`;
}
