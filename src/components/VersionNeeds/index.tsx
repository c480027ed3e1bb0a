/**
 * `<VersionNeeds framework since releases source />`: names the members the code uses that the reader's
 * chosen release lacks (`?version=`, else src/data/versionChoice.ts). The server renders nothing.
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
