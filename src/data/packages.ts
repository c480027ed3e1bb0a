/**
 * The version each package's pages document: its latest published release.
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
    react: facts.react.latestVersion,
    vue: facts.vue.latestVersion,
  };
}

export const documentedVersion: Readonly<Record<FrameworkId, string>> = documentedVersions(summary);
