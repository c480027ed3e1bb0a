/**
 * Wraps theme-classic's `DocBreadcrumbs` (the first line of every docs page)
 * to add "Copy page" and "View as Markdown" at the end of that line
 * (src/components/CopyPage, issue 19). The breadcrumbs themselves are unchanged.
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
