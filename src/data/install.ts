/**
 * What the install pages show, derived from the generated facts: the current
 * version, the install command for each package manager, the peer
 * dependencies and the import statement.
 */
import type {FrameworkId} from './types';
import {getFramework} from './frameworks';
import angular from './generated/angular';
import react from './generated/react';
import vue from './generated/vue';

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
export const currentVersion: Record<FrameworkId, string> = {
  angular: angular.latestVersion,
  react: react.publishedState.latestPublishedVersion,
  vue: vue.latestVersion,
};

export const peerDependencies: Record<FrameworkId, Readonly<Record<string, string>>> = {
  angular: angular.peerDependencies,
  react: react.peerDependencies,
  vue: vue.peerDependencies,
};

export const importStatement: Record<FrameworkId, string> = {
  angular: angular.importStatement,
  react: react.importStatement,
  vue: vue.importStatement,
};
