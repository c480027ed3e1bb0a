/**
 * Opens one example on StackBlitz: builds its project (./project.ts) and hands it to the SDK. Loaded on
 * intent or click (./index.tsx), never with a page.
 */
import sdk from '@stackblitz/sdk';
import {getExample, type ExamplePath} from '@site/src/data/examples';
import type {FrameworkId, CoreFacts} from '@site/src/data/facts';
import {stackblitzProject, type ExampleInput, type TemplateFiles} from './project';

/** Each framework's template, example texts and package facts, in its own chunks. */
const load: Record<
  FrameworkId,
  () => Promise<[{default: TemplateFiles}, {default: Readonly<Record<string, string>>}, {default: CoreFacts}]>
> = {
  angular: () =>
    Promise.all([
      import('./angularTemplate'),
      import('@site/src/data/exampleSources/angular'),
      import('@facts/angular'),
    ]),
  react: () =>
    Promise.all([
      import('./reactTemplate'),
      import('@site/src/data/exampleSources/react'),
      import('@facts/react'),
    ]),
  vue: () =>
    Promise.all([import('./vueTemplate'), import('@site/src/data/exampleSources/vue'), import('@facts/vue')]),
};

/** Loads what a framework's projects need, so that a later click opens at once. */
export function prepare(framework: FrameworkId): Promise<unknown> {
  return load[framework]();
}

/** The project of one example, as Open in StackBlitz and Run here send it. */
export async function exampleProject(file: ExamplePath): Promise<ReturnType<typeof stackblitzProject>> {
  const example = getExample(file);
  const [, {default: sources}] = await load[example.framework]();
  const source = sources[file];
  if (source === undefined) throw new Error(`No source for ${file}`);
  return sourceProject(example.framework, {file, title: example.title, source});
}

export async function openInStackBlitz(file: ExamplePath): Promise<void> {
  const {project, openFile, startScript} = await exampleProject(file);
  sdk.openProject(project, {newWindow: true, openFile, startScript});
}

/** The project of a file that is not in examples/ (the builder's), as both buttons send it. */
export async function sourceProject(
  framework: FrameworkId,
  example: ExampleInput,
): Promise<ReturnType<typeof stackblitzProject>> {
  const [{default: template}, , {default: facts}] = await load[framework]();
  const {npmName, latestVersion: version, peerDependencies} = facts;
  return stackblitzProject(framework, example, {npmName, version, peerDependencies}, template);
}

export async function openSourceInStackBlitz(framework: FrameworkId, example: ExampleInput): Promise<void> {
  const {project, openFile, startScript} = await sourceProject(framework, example);
  sdk.openProject(project, {newWindow: true, openFile, startScript});
}
