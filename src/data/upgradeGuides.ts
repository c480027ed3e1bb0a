/** `@facts/upgrade`, from ./upgrade.ts: only the bundler can load this module (tests use ./upgrade.ts). */
import guides from '@facts/upgrade';
import type {FrameworkId} from './facts';
import type {UpgradeGuide} from './upgradeChecklist';

export function upgradeGuideFor(framework: FrameworkId): UpgradeGuide {
  return guides[framework];
}
