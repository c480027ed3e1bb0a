/**
 * Wraps theme-classic's `DocSidebar/Desktop/Content`: the framework switcher
 * (src/components/FrameworkSwitcher) above the docs sidebar's menu, so every
 * docs page offers the same page in the other frameworks. The desktop sidebar
 * is in the server HTML, so are the switcher's links.
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
