/**
 * Every release of a package, oldest first, its changes linked to the upgrade checklist (../UpgradeGuide).
 * The whole history whatever range is picked, so the Markdown twin lists it all.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {withCode} from '@site/src/components/CodeText';
import type {FrameworkId} from '@site/src/data/frameworks';
import {formatDate} from '@site/src/data/versions';
import {upgradeGuideFor} from '@site/src/data/upgradeGuides';
import {queryOf, releaseLabel} from '@site/src/data/upgradeChecklist';

/** Every release of the package, oldest first, with its changes linked to their checklist items. */
export default function UpgradeReleases({framework}: {framework: FrameworkId}): ReactNode {
  const guide = upgradeGuideFor(framework);
  return (
    <div data-upgrade-releases={framework}>
      {guide.releases.map((release, index) => {
        const items = guide.items.filter((item) => item.release === release.version);
        const previous = guide.releases[index - 1];
        return (
          <section key={release.version} data-upgrade-release={release.version}>
            <Heading as="h3" id={`upgrade-release-${release.version.replace(/\./g, '-')}`}>
              {releaseLabel(release)}
            </Heading>
            <p>
              {release.date ? (
                <>
                  Released <time dateTime={release.date}>{formatDate(release.date)}</time>.
                </>
              ) : (
                'Release date not published.'
              )}{' '}
              {previous ? (
                <Link
                  to={`/docs/${framework}/introduction/upgrade${queryOf(previous.version, release.version)}#checklist`}>
                  Checklist from {previous.version} to {release.version}
                </Link>
              ) : (
                'The first release.'
              )}
            </p>
            {items.length ? (
              <ul>
                {items.map((item) => (
                  <li key={item.id}>
                    <Link to={`#${item.id}`}>{withCode(item.label)}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                No change to the API, defaults, peer ranges or behaviour. Release notes:{' '}
                {withCode(release.notes.join(' '))}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
