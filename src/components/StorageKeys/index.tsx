/** Table of the local-storage keys the site writes (src/data/storage.ts), with the current announcement id. */
import type {ReactNode} from 'react';
import summary from '@facts/summary';
import {ANNOUNCEMENT_ID_EXAMPLE, RELEASE_EXAMPLE, storageKeys} from '@site/src/data/storage';
import ColumnHeads from '@site/src/components/ColumnHeads';

export default function StorageKeys(): ReactNode {
  return (
    <table>
      <ColumnHeads labels={['Key', 'What it holds', 'Example value']} />
      <tbody>
        {storageKeys.map(({key, purpose, example}) => (
          <tr key={key}>
            <td>
              <code>{key}</code>
            </td>
            <td>{purpose}</td>
            <td>
              <code>
                {example === ANNOUNCEMENT_ID_EXAMPLE
                  ? summary.announcementId
                  : example === RELEASE_EXAMPLE
                    ? summary.react.latestVersion
                    : example}
              </code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
