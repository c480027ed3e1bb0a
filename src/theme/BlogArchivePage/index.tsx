/**
 * Wraps theme-classic's BlogArchivePage to give the page a meta description
 * longer than upstream's one-word "Archive".
 */
import type {ReactNode} from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

export default function BlogArchivePageWrapper(props: WrapperProps<typeof BlogArchivePageType>): ReactNode {
  return (
    <>
      <BlogArchivePage {...props} />
      <PageDescription description="Every post of the autocomplete plugins blog, newest first, grouped by year." />
    </>
  );
}
