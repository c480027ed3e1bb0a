/**
 * The versions the pages claim (issue 37), checked by the sent-projects stage
 * (tests/projects/sent-projects.spec.ts): every example and every builder
 * file the stage sends is type-checked against the lowest framework version it
 * may be copied into, as well as against the pinned one (which its project's
 * build does). That lowest version is the package's
 * (`supportedFrameworkVersions.lowest` in the facts) unless the file uses a
 * newer framework API, in which case the page says which version it needs
 * beside it (src/data/frameworkApis.ts) and the check uses that one.
 *
 * The framework's packages at that version come from the npm registry (with the libraries the
 * files import, at their projects' versions), the package itself is the stand-in (tests/stand-in), both installed with
 * `npm install` into the stage's cache. Angular and React files go through
 * the TypeScript compiler; Vue files through that Vue release's own SFC
 * compiler, then TypeScript on their `<script setup>`.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import semver from 'semver';
import {librariesImportedBy, tooling} from '../../src/lib/stackblitz/tooling';
import {frameworkNeedOf} from '../../src/data/frameworkApis';
import type {FrameworkId} from '../../src/data/frameworks';
import {programErrors} from './componentUsage';
import {readFacts} from './facts';
import {installWithStandIn} from './projectInstall';
import type {PackedPackage} from './registry';
import {packageFacts, type SentProject} from './sentProjects';
import {STAGE_CACHE, type Toolchain} from './toolchain';

interface FactsPackage {
  supportedFrameworkVersions: {lowest: string};
}
const facts = readFacts<{packages: Record<FrameworkId, FactsPackage>}>();

/** The framework's packages at `version`, as a project of that time would install them. */
function frameworkPackages(framework: FrameworkId, version: string): Record<string, string> {
  const major = semver.major(version);
  switch (framework) {
    case 'angular':
      return {
        '@angular/common': version,
        '@angular/core': version,
        '@angular/forms': version,
        '@angular/platform-browser': version,
        rxjs: tooling.angular.dependencies.rxjs!,
        // Angular 14 and 15 accept zone.js 0.11 and 0.12 only.
        'zone.js': major < 16 ? '0.11.8' : major < 17 ? '0.13.3' : tooling.angular.dependencies['zone.js']!,
      };
    case 'react':
      // The automatic JSX runtime the projects compile with has types from @types/react 16.14 on;
      // 16.8 to 16.14 added no API an example could use.
      return {react: version, 'react-dom': version, '@types/react': major < 17 ? '16.14.65' : `${major}`};
    case 'vue':
      return {vue: version};
  }
}

/** One file to check: where it goes in the program, its text, and what it is. */
interface Checked {
  readonly name: string;
  readonly path: string;
  readonly text: string;
}

export interface VersionCheck {
  readonly version: string;
  readonly files: readonly Checked[];
}

/** The files the stage sends, grouped by the lowest framework version each may run on. */
export function versionChecks(framework: FrameworkId, projects: readonly SentProject[]): VersionCheck[] {
  const lowest = facts.packages[framework].supportedFrameworkVersions.lowest;
  const byVersion = new Map<string, Checked[]>();
  projects.forEach((project, i) => {
    const version = frameworkNeedOf(framework, project.source)?.version ?? lowest;
    const extension = {angular: 'ts', react: 'tsx', vue: 'vue'}[framework];
    const list = byVersion.get(version) ?? [];
    list.push({name: project.name, path: `src/file-${i}.${extension}`, text: project.source});
    byVersion.set(version, list);
  });
  return [...byVersion].map(([version, files]) => ({version, files}));
}

interface SfcCompiler {
  parse(source: string, options: {filename: string}): {descriptor: unknown; errors: unknown[]};
  compileScript(descriptor: unknown, options: {id: string; inlineTemplate?: boolean}): {content: string};
}

/**
 * Installs the framework at `check.version` with the stand-in, and returns the
 * problems of the files there (an empty list when they all type-check).
 */
export async function problemsAtVersion(
  framework: FrameworkId,
  check: VersionCheck,
  tools: Toolchain,
  standIn: PackedPackage,
): Promise<string[]> {
  const {version, files} = check;
  const {npmName} = packageFacts(framework);
  const manifest = `${JSON.stringify(
    {
      name: `lowest-${framework}`,
      private: true,
      dependencies: {
        ...frameworkPackages(framework, version),
        // The libraries the files import (a form library), at the versions their projects install.
        ...Object.assign({}, ...files.map((file) => librariesImportedBy(framework, file.text))),
        [npmName]: standIn.version,
      },
    },
    null,
    2,
  )}\n`;
  const key = createHash('sha256').update(manifest).update(standIn.tarball).digest('hex').slice(0, 12);
  const dir = join(STAGE_CACHE, 'lowest', `${framework}-${version}-${key}`);
  const problem = await installWithStandIn(tools, standIn, manifest, dir);
  if (problem) return [problem];
  const core = framework === 'angular' ? '@angular/core' : framework;
  const installed = (
    JSON.parse(readFileSync(join(dir, 'node_modules', core, 'package.json'), 'utf8')) as {version: string}
  ).version;
  if (installed !== version) return [`${core} ${installed} was installed, not ${version}`];

  const problems: string[] = [];
  const scripts: Record<string, string> = {};
  if (framework === 'vue') {
    // That release's own compiler: a macro or syntax it does not know fails here.
    const sfc = createRequire(join(dir, 'package.json'))('vue/compiler-sfc') as SfcCompiler;
    for (const file of files) {
      const {descriptor, errors} = sfc.parse(file.text, {filename: file.path});
      problems.push(...errors.map((e) => `${file.name}: ${String(e instanceof Error ? e.message : e)}`));
      try {
        const script = sfc.compileScript(descriptor, {id: file.path, inlineTemplate: false});
        scripts[file.path.replace(/\.vue$/, '.ts')] = script.content;
      } catch (error) {
        problems.push(`${file.name}: ${(error as Error).message}`);
      }
    }
  } else {
    for (const file of files) scripts[file.path] = file.text;
  }
  const names = new Map(files.map((f) => [f.path.replace(/\.\w+$/, ''), f.name]));
  problems.push(
    ...programErrors(dir, scripts, {relativeTo: dir}).map((error) =>
      error.replace(/^(src\/file-\d+)\.\w+/, (path, stem: string) => `${names.get(stem) ?? path}`),
    ),
  );
  return problems;
}
