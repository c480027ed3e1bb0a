/**
 * Wraps theme-classic's `DocSidebar/Desktop/Content` to put the framework switcher above the sidebar's menu,
 * in the server HTML.
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type ContentType from '@theme/DocSidebar/Desktop/Content';
import type {WrapperProps} from '@docusaurus/types';
import FrameworkSwitcher from '@site/src/components/FrameworkSwitcher';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <FrameworkSwitcher />
      <Content {...props} />
    </>
  );
}
