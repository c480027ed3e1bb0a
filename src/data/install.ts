/**
 * What the install pages show, derived from the generated facts: the current
 * version, the install command for each package manager, the peer
 * dependencies and the import statement. The facts are read through
 * ./registry.ts, so a page bundles only the facts of the frameworks it registered.
 */
import type {FrameworkId} from './types';
import {getFramework} from './frameworks';
import {factsOf} from './registry';

export type PackageManager = 'npm' | 'yarn' | 'pnpm';

export const packageManagers: readonly {readonly id: PackageManager; readonly label: string}[] = [
  {id: 'npm', label: 'npm'},
  {id: 'yarn', label: 'Yarn'},
  {id: 'pnpm', label: 'pnpm'},
];

const addVerb: Record<PackageManager, string> = {npm: 'npm install', yarn: 'yarn add', pnpm: 'pnpm add'};

/** The command that adds a framework's package to a project. */
export function installCommand(framework: FrameworkId, manager: PackageManager): string {
  return `${addVerb[manager]} ${getFramework(framework).npmName}`;
}

/**
 * The version the site documents. React's repository stops at 2.0.0 while
 * 2.1.2 is published, so React documents its latest published release.
 */
export function currentVersionOf(framework: FrameworkId): string {
  return framework === 'react'
    ? factsOf('react').publishedState.latestPublishedVersion
    : factsOf(framework).latestVersion;
}

export function peerDependenciesOf(framework: FrameworkId): Readonly<Record<string, string>> {
  return factsOf(framework).peerDependencies;
}

export function importStatementOf(framework: FrameworkId): string {
  return factsOf(framework).importStatement;
}
