/**
 * `<VersionNeeds framework since releases source />`: under an example or the
 * builder's file, a note naming the members the code uses that the reader's
 * release lacks, once the reader has chosen one under "Your version" on an
 * API page (the address's `?version=` when it is a release of the package,
 * else the stored choice: src/data/versionChoice.ts). The server renders
 * nothing, so a page with no version chosen reads as before.
 */
import {useEffect, useState, type ReactNode} from 'react';
import type {FrameworkId} from '@site/src/data/frameworks';
import {VERSION_PARAMETER, chosenVersion, readStoredVersion} from '@site/src/data/versionChoice';
import {membersAfter, neededSentence} from '@site/src/data/versionNeeds';

export interface VersionNeedsProps {
  readonly framework: FrameworkId;
  /** The release that added each member a later release added (`memberSince` of the facts). */
  readonly since: Readonly<Record<string, string>>;
  /** The package's releases, newest first. */
  readonly releases: readonly string[];
  /** The code. */
  readonly source: string;
  readonly className?: string;
}

export default function VersionNeeds({
  framework,
  since,
  releases,
  source,
  className,
}: VersionNeedsProps): ReactNode {
  const [version, setVersion] = useState<string | null>(null);
  const releasesKey = releases.join(' ');
  useEffect(() => {
    const all = releasesKey.split(' ');
    const fromAddress = new URLSearchParams(window.location.search).get(VERSION_PARAMETER);
    setVersion(chosenVersion(fromAddress, readStoredVersion(framework, all), all).version);
  }, [framework, releasesKey]);
  if (version === null) return null;
  const needed = membersAfter(since, releases, version, source);
  if (!needed.length) return null;
  return (
    <p className={className ?? 'margin-bottom--sm'} role="note">
      {neededSentence(version, needed)}
    </p>
  );
}
