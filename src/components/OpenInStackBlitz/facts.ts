/**
 * The package facts a StackBlitz project needs (name, documented version,
 * peer dependencies), read from the facts file. Only ./open.ts imports this
 * module, so the facts file is loaded when a reader clicks "Open in
 * StackBlitz", never with a page.
 *
 * The documented version follows src/data/install.ts: React documents its
 * latest published release (its repository stops at an older one).
 */
import facts from '@site/src/data/library-facts.json';
import type {FrameworkId} from '@site/src/data/types';
import type {PackageFacts} from './project';

export function packageFactsOf(framework: FrameworkId): PackageFacts {
  const pkg = facts.packages[framework];
  return {
    npmName: pkg.npmName,
    version:
      framework === 'react' ? facts.packages.react.publishedState.latestPublishedVersion : pkg.latestVersion,
    peerDependencies: pkg.peerDependencies,
  };
}
