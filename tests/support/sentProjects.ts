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
