/**
 * Wraps theme-classic's BlogTagsListPage to give the page a meta description
 * (upstream sets none, and every page of the site has one).
 */
import type {ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

export default function BlogTagsListPageWrapper(props: WrapperProps<typeof BlogTagsListPageType>): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageDescription description="Every tag of the autocomplete plugins blog: browse release notes and guides by framework or topic." />
    </>
  );
}
