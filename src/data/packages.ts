/**
 * The version each package's pages document. React documents its latest
 * published release (2.1.2), newer than the repository snapshot in the facts
 * file (see react.publishedState).
 *
 * Imported by the footer and the home page, so it reads the small generated
 * summary, never the full facts modules (which would then ship on every page).
 */
import summary from './generated/summary';
import type {FrameworkId} from './types';

export const documentedVersion: Record<FrameworkId, string> = {
  angular: summary.angular.latestVersion,
  react: summary.react.latestPublishedVersion,
  vue: summary.vue.latestVersion,
};
