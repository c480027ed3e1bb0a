/**
 * Cards linking to each framework's docs intro, in the navbar's order; after hydration the framework chosen
 * with the switcher comes first.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {frameworks, introDocId} from '@site/src/data/frameworks';
import {latestVersions} from '@site/src/data/packages';
import {preferredFirst} from '@site/src/data/frameworkSwitch/choice';
import usePreferredFramework from '@site/src/components/FrameworkSwitcher/usePreferredFramework';
import styles from './styles.module.css';

export default function FrameworkCards(): ReactNode {
  const preferred = usePreferredFramework();
  return (
    <ul className={styles.cards}>
      {preferredFirst(frameworks, preferred).map((framework) => (
        <li key={framework.id} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            {framework.label}
          </Heading>
          <p>
            <code>{framework.npmName}</code> ·{' '}
            <span className={styles.version}>version {latestVersions[framework.id]}</span>
          </p>
          <Link className="button button--primary" to={`/docs/${introDocId(framework.id)}`}>
            Read the {framework.shortLabel} docs
          </Link>
        </li>
      ))}
    </ul>
  );
}
