/**
 * Wraps theme-classic's Blog/Pages/BlogAuthorsListPage to give the page a meta
 * description (upstream sets none, and every page of the site has one).
 */
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
