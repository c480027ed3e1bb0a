/** Wraps theme-classic's Blog/Pages/BlogAuthorsListPage to give it a meta description (upstream sets none). */
import type {ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

export default function BlogAuthorsListPageWrapper(
  props: WrapperProps<typeof BlogAuthorsListPageType>,
): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageDescription description="The people who write the autocomplete plugins blog and maintain the React, Angular and Vue packages." />
    </>
  );
}
