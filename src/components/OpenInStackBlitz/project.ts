/**
 * One example's StackBlitz project as pure data: the framework's template, the example file as it is, and a
 * package.json pinning the documented versions. Shared by ./open.ts and the unit tests.
 */
import type {Project} from '@stackblitz/sdk';
import type {FrameworkId} from '@site/src/data/facts';
import {librariesImportedBy, tooling} from '../../lib/stackblitz/tooling';

export interface PackageFacts {
  readonly npmName: string;
  /** The version the site documents. */
  readonly version: string;
  readonly peerDependencies: Readonly<Record<string, string>>;
}

export interface ExampleInput {
  /** Path from the site root, e.g. `examples/vue/basic.vue`. */
  readonly file: string;
  readonly title: string;
  readonly source: string;
}

/** Path in the project → text. */
export type TemplateFiles = Readonly<Record<string, string>>;

/** Where the example goes in its framework's project; the template's entry imports it from there. */
const examplePath: Record<FrameworkId, string> = {
  angular: 'src/app/example.ts',
  react: 'src/Example.tsx',
  vue: 'src/Example.vue',
};

/** The example's path in its project: an Angular example that bootstraps itself replaces src/main.ts. */
export function examplePathIn(framework: FrameworkId, source: string): string {
  return framework === 'angular' && /\bbootstrapApplication\s*\(/.test(source)
    ? 'src/main.ts'
    : examplePath[framework];
}

function sorted(record: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The project's package.json: the documented version, its peers, and what `source` imports. */
export function packageJson(framework: FrameworkId, facts: PackageFacts, source = ''): string {
  const tools = tooling[framework];
  for (const name of Object.keys(facts.peerDependencies)) {
    if (tools.peers[name] === undefined) {
      throw new Error(
        `${facts.npmName} has the peer dependency ${name}, which has no version in src/lib/stackblitz/tooling.ts`,
      );
    }
  }
  const manifest = {
    name: `${facts.npmName}-example`,
    version: '0.0.0',
    private: true,
    ...(tools.esm ? {type: 'module'} : {}),
    scripts: tools.scripts,
    dependencies: sorted({
      ...tools.peers,
      ...tools.dependencies,
      ...librariesImportedBy(framework, source),
      [facts.npmName]: facts.version,
    }),
    devDependencies: sorted(tools.devDependencies),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The project StackBlitz opens for one example, and the file it shows first. */
export function stackblitzProject(
  framework: FrameworkId,
  example: ExampleInput,
  facts: PackageFacts,
  template: TemplateFiles,
): {project: Project; openFile: string; startScript: string} {
  const path = examplePathIn(framework, example.source);
  const files = {
    ...template,
    'package.json': packageJson(framework, facts, example.source),
    [path]: example.source,
  };
  return {
    project: {
      title: `${example.title}: ${facts.npmName} ${facts.version}`,
      description: `${example.file} from the ${facts.npmName} documentation, as a runnable project.`,
      template: 'node',
      files,
    },
    openFile: path,
    startScript: tooling[framework].startScript,
  };
}
