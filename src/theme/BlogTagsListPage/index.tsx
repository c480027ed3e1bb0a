/** Wraps theme-classic's BlogTagsListPage to give it a meta description (upstream sets none). */
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
