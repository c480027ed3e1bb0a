/**
 * What's new: a package's latest release, or those before it, each with its date and changes, from
 * src/data/versions.ts.
 */
import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {CoreFacts} from '@site/src/data/facts';
import {earlierVersionsOf, findVersion, type VersionRow} from '@site/src/data/versions';
import {formatDate} from '@site/src/data/versions';
import {withCode} from '@site/src/components/CodeText';

function Release({row}: {row: VersionRow}): ReactNode {
  return (
    <section data-release={row.version}>
      <Heading as="h3" id={`release-${row.version.replace(/\./g, '-')}`}>
        {row.version}
      </Heading>
      <p>
        {row.date ? (
          <>
            Released <time dateTime={row.date}>{formatDate(row.date)}</time>.
          </>
        ) : (
          'Release date not published.'
        )}
      </p>
      <ul>
        {row.changes.map((change) => (
          <li key={change}>{withCode(change)}</li>
        ))}
      </ul>
    </section>
  );
}

/** `which="latest"`: the latest release; `which="earlier"`: the four releases before it, newest first. */
export default function ReleaseNotes({
  facts,
  which,
}: {
  facts: CoreFacts;
  which: 'latest' | 'earlier';
}): ReactNode {
  const rows =
    which === 'latest'
      ? [findVersion(facts, facts.latestVersion)]
      : earlierVersionsOf(facts)
          .filter((row) => row.status !== 'intermediate')
          .slice(0, 4);
  return (
    <div data-release-notes={which}>
      {rows.map((row) => (
        <Release key={row.version} row={row} />
      ))}
    </div>
  );
}
