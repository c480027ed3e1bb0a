/** Text for screen readers and link names that sighted readers do not see. */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export default function VisuallyHidden({children}: {children: ReactNode}): ReactNode {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
