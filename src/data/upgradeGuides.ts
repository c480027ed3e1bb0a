/**
 * Each package's upgrade guide (`@facts/upgrade`, written by
 * src/plugins/library-facts from ./upgrade.ts): what the upgrade page shows.
 * Only the bundler can load this module (tests compute the guides with
 * ./upgrade.ts from the facts).
 */
import guides from '@facts/upgrade';
import type {FrameworkId} from './facts';
import type {UpgradeGuide} from './upgradeChecklist';

export function upgradeGuideFor(framework: FrameworkId): UpgradeGuide {
  return guides[framework];
}
