/**
 * `<ChangelogNote framework="react" />`: whether the package's repository keeps a CHANGELOG, from
 * src/data/featureMatrix.ts.
 */
import type {ReactNode} from 'react';
import type {FrameworkId} from '@site/src/data/facts';
import {changelogFileOf} from '@site/src/data/featureMatrix';
import crossFramework from '@facts/cross-framework';

export default function ChangelogNote({framework}: {framework: FrameworkId}): ReactNode {
  return changelogFileOf(crossFramework, framework) === 'yes'
    ? 'The repository also keeps a CHANGELOG file.'
    : 'The repository has no CHANGELOG file, so that table is the changelog.';
}
