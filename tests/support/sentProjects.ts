/**
 * Every project the site can send to StackBlitz (Run here and Open in
 * StackBlitz): each example of examples/ (the Using and install pages), and
 * the builder's file for its default configuration and for each row of the
 * pairwise set of tests/support/builderConfigs.ts, in all three frameworks.
 * Each is made by the function the buttons call
 * (src/components/OpenInStackBlitz/project.ts: `stackblitzProject`), from the
 * template files the page imports (examples/stackblitz/<framework>/), the
 * example or generated file and the facts, so it is byte for byte what a
 * reader's click sends (tests/e2e/stackblitz.spec.ts holds the page to that).
 */
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {builderFileName, defaultConfig, generateFile} from '../../src/lib/builder';
import {
  stackblitzProject,
  type PackageFacts,
  type TemplateFiles,
} from '../../src/components/OpenInStackBlitz/project';
import {exampleFiles} from '../../src/data/examples';
import type {FrameworkId} from '../../src/data/frameworks';
import {catalogues, configOf, pairwise} from './builderConfigs';
import {readFacts} from './facts';
import {filesUnder} from './files';

const ROOT = join(__dirname, '..', '..');
export const TEMPLATES = join(ROOT, 'examples', 'stackblitz');

interface FactsPackage {
  npmName: string;
  latestVersion: string;
  peerDependencies: Record<string, string>;
}

/** What a project needs of a package: name, the documented version (its latest release), peers. */
export function packageFacts(framework: FrameworkId, json: unknown = readFacts()): PackageFacts {
  const pkg = (json as {packages: Record<FrameworkId, FactsPackage>}).packages[framework];
  return {npmName: pkg.npmName, version: pkg.latestVersion, peerDependencies: pkg.peerDependencies};
}

/** A framework's template as the button sends it: every file of its folder, by project path. */
export function templateOf(framework: FrameworkId): TemplateFiles {
  const dir = join(TEMPLATES, framework);
  return Object.fromEntries(
    filesUnder(dir).map((path) => [relative(dir, path).split('\\').join('/'), readFileSync(path, 'utf8')]),
  );
}

export interface SentProject {
  /** What the reader clicked, e.g. `examples/react/basic.tsx` or `builder (pairwise row 3)`. */
  readonly name: string;
  readonly framework: FrameworkId;
  /** The file the reader saw on the page (the example or the builder's file). */
  readonly source: string;
  /** Project path → text, package.json included. */
  readonly files: Readonly<Record<string, string>>;
  /** The npm script StackBlitz starts. */
  readonly startScript: string;
}

/** Every project the site can send for one framework, in the order the stage runs them. */
export function sentProjects(framework: FrameworkId, json: unknown = readFacts()): SentProject[] {
  const facts = packageFacts(framework, json);
  const template = templateOf(framework);
  const projects: SentProject[] = [];
  for (const example of exampleFiles.filter((e) => e.framework === framework)) {
    const source = readFileSync(join(ROOT, example.file), 'utf8');
    const {project, startScript} = stackblitzProject(
      framework,
      {file: example.file, title: example.title, source},
      facts,
      template,
    );
    projects.push({name: example.file, framework, source, files: project.files, startScript});
  }
  const configs = [
    ['default configuration', defaultConfig] as const,
    ...pairwise.map((row, i) => [`pairwise row ${i + 1}`, configOf(row)] as const),
  ];
  for (const [label, config] of configs) {
    const source = generateFile(catalogues[framework], config);
    const {project, startScript} = stackblitzProject(
      framework,
      {file: builderFileName[framework], title: 'Builder file', source},
      facts,
      template,
    );
    projects.push({name: `builder, ${label}`, framework, source, files: project.files, startScript});
  }
  return projects;
}

/**
 * The placeholder a file passes to the component as plain text, if any
 * (`placeholder="…"` in an Angular template, `placeHolder="…"` in JSX or a
 * Vue template), which the reader sees in the input.
 */
export function placeholderOf(source: string): string | null {
  return /\b(?:placeholder|placeHolder)="([^"{}]+)"/.exec(source)?.[1] ?? null;
}

interface Manifest {
  dependencies: Record<string, string>;
  [field: string]: unknown;
}

/**
 * The one package.json a framework's projects are installed from in the stage: their own (they
 * share scripts, tools and versions), with the dependencies of them all, so a library only one
 * example imports (its form library) is installed beside the rest. Equal to each project's own
 * when no project adds one. Throws when two projects pin a dependency differently, or differ in
 * anything but their dependencies: they could not share an install.
 */
export function stageManifest(projects: readonly SentProject[]): string {
  let merged: Manifest | undefined;
  for (const project of projects) {
    const manifest = JSON.parse(project.files['package.json'] ?? 'null') as Manifest | null;
    if (!manifest) throw new Error(`${project.name} sends no package.json`);
    if (!merged) {
      merged = manifest;
      continue;
    }
    const rest = (m: Manifest) => JSON.stringify({...m, dependencies: undefined});
    if (rest(manifest) !== rest(merged))
      throw new Error(`${project.name} sends another package.json than the projects before it`);
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      if ((merged.dependencies[name] ?? version) !== version)
        throw new Error(
          `${project.name} pins ${name}@${version}, the projects before it ${merged.dependencies[name]}`,
        );
      merged.dependencies[name] = version;
    }
  }
  if (!merged) throw new Error('no project to install');
  merged.dependencies = Object.fromEntries(
    Object.entries(merged.dependencies).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return `${JSON.stringify(merged, null, 2)}\n`;
}

/** Where a framework's template starts the app: the file `index.html` or `angular.json` names. */
const ENTRY: Record<FrameworkId, string> = {
  angular: 'src/main.ts',
  react: 'src/main.tsx',
  vue: 'src/main.ts',
};

/** A code file of a project: what differs between projects, or runs once per project. */
const CODE = /\.(ts|tsx|vue)$/;

/** The address of project `index` in a workspace served at `url`. */
export function workspacePage(url: string, index: number): string {
  return `${url.replace(/\/?$/, '/')}?project=${index}`;
}

/**
 * A framework's projects as one workspace, so one `npm run build` and one start script serve them
 * all (the stage's speed; issue 47). Every file the projects share (angular.json or vite.config.ts,
 * tsconfig.json, index.html) is at its own path, once, and package.json is `stageManifest`; each
 * project's code files (its entry as the template writes it, and the example or builder file) are
 * in `src/projects/p<i>/`, at the same paths relative to one another as in the project. The
 * template's entry path holds a loader that starts project `i` for the address `?project=i`
 * (`workspacePage`), as the project's own entry would. Throws when two projects send different
 * copies of a shared file: they could not share a workspace.
 */
export function workspaceOf(
  framework: FrameworkId,
  projects: readonly SentProject[],
): Record<string, string> {
  const files: Record<string, string> = {};
  const loaders: string[] = [];
  for (const [i, project] of projects.entries()) {
    const entry = project.files[ENTRY[framework]];
    if (entry === undefined) throw new Error(`${project.name} has no ${ENTRY[framework]}`);
    for (const [path, text] of Object.entries(project.files)) {
      if (path === 'package.json') continue;
      if (path.startsWith('src/') && CODE.test(path)) {
        files[`src/projects/p${i}/${path.slice(4)}`] = text;
      } else if (files[path] !== undefined && files[path] !== text) {
        throw new Error(`${project.name} sends another ${path} than the projects before it`);
      } else {
        files[path] = text;
      }
    }
    loaders.push(
      `  '${i}': () => import('./projects/p${i}/${ENTRY[framework].slice(4).replace(CODE, '')}'),`,
    );
  }
  files['package.json'] = stageManifest(projects);
  files[ENTRY[framework]] = [
    `// The sent-projects stage's workspace (tests/support/sentProjects.ts): starts the project of`,
    `// ?project=<i> through its own entry, src/projects/p<i>/${ENTRY[framework].slice(4)}.`,
    `const projects: Record<string, () => Promise<unknown>> = {`,
    ...loaders,
    `};`,
    `const chosen = new URLSearchParams(location.search).get('project') ?? '';`,
    `const start = projects[chosen];`,
    `if (!start) throw new Error(\`no project "\${chosen}" in this workspace\`);`,
    `start().catch((error: unknown) => console.error(error));`,
    ``,
  ].join('\n');
  return files;
}
