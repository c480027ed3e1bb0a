/**
 * What the install pages show: the install command for each package manager,
 * the peer dependencies and the import statement, from the package facts the
 * page passes in (`@facts/<framework>`). The current version is the facts'
 * `latestVersion`.
 */
import type {CoreFacts, FrameworkId} from './facts';
import {getFramework} from './frameworks';

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

export function peerDependenciesOf(facts: CoreFacts): Readonly<Record<string, string>> {
  return facts.peerDependencies;
}

export function importStatementOf(facts: CoreFacts): string {
  return facts.importStatement;
}
