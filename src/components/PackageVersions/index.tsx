/** One line under the footer: each package with the version the docs describe. */
import type {ReactNode} from 'react';
import {frameworks} from '@site/src/data/frameworks';
import {latestVersions} from '@site/src/data/packages';
import styles from './styles.module.css';

export default function PackageVersions(): ReactNode {
  return (
    <div className={styles.bar}>
      <p className={styles.line}>
        Documented versions:{' '}
        {frameworks.map((framework, i) => (
          <span key={framework.id}>
            {i > 0 && ' · '}
            <code className={styles.code}>{framework.npmName}</code> {latestVersions[framework.id]}
          </span>
        ))}
      </p>
    </div>
  );
}
