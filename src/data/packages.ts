/**
 * The version each package's pages document. React documents its latest
 * published release (2.1.2), newer than the repository snapshot in the facts
 * file (see react.publishedState).
 *
 * Imported by the footer and the home page, so it reads the small
 * `@facts/summary` module (src/plugins/library-facts), never the full facts
 * (which would then ship on every page).
 */
import summary from '@facts/summary';
import type {FactsSummary, FrameworkId} from './types';

export function documentedVersions(facts: FactsSummary): Record<FrameworkId, string> {
  return {
    angular: facts.angular.latestVersion,
    react: facts.react.latestPublishedVersion ?? facts.react.latestVersion,
    vue: facts.vue.latestVersion,
  };
}

export const documentedVersion: Readonly<Record<FrameworkId, string>> = documentedVersions(summary);
