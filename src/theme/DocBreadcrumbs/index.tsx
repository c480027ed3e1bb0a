/**
 * Wraps theme-classic's `DocBreadcrumbs` to add "Copy page" and "View as Markdown" (src/components/CopyPage)
 * at the end of the line.
 */
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPage />
    </div>
  );
}
