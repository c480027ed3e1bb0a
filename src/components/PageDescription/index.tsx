/**
 * Sets a page's meta and Open Graph description for theme pages whose upstream sets none. Rendered after the
 * upstream page, so its head tags win.
 */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

export default function PageDescription({description}: {description: string}): ReactNode {
  return <PageMetadata description={description} />;
}
