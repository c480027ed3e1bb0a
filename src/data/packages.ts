/**
 * The version each package page documents. React documents its latest
 * published release (2.1.2), newer than the repository snapshot in the facts
 * file (see react.publishedState).
 */
import angular from './generated/angular';
import react from './generated/react';
import vue from './generated/vue';
import type {FrameworkId} from './types';

export const documentedVersion: Record<FrameworkId, string> = {
  angular: angular.latestVersion,
  react: react.publishedState.latestPublishedVersion,
  vue: vue.latestVersion,
};
