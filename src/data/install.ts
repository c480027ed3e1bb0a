/** What the install pages show: the install commands, the peer dependencies and the import statement. */
import type {CoreFacts, FrameworkId} from './facts';
import {getFramework} from './frameworks';

export type PackageManager = 'npm' | 'yarn' | 'pnpm';

export const packageManagers: readonly {readonly id: PackageManager; readonly label: string}[] = [
  {id: 'npm', label: 'npm'},
  {id: 'yarn', label: 'Yarn'},
  {id: 'pnpm', label: 'pnpm'},
];

const addVerb: Record<PackageManager, string> = {npm: 'npm install', yarn: 'yarn add', pnpm: 'pnpm add'};

export function installCommand(framework: FrameworkId, manager: PackageManager): string {
  return `${addVerb[manager]} ${getFramework(framework).npmName}`;
}

export function peerDependenciesOf(facts: CoreFacts): Readonly<Record<string, string>> {
  return facts.peerDependencies;
}

export function importStatementOf(facts: CoreFacts): string {
  return facts.importStatement;
}
