/**
 * Wraps theme-classic's `DocSidebarItems` to start the phone menu's top level with the framework switcher; a
 * pick calls `onItemClick` with a link item (the menu's public contract), so the menu closes.
 */
import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type DocSidebarItemsType from '@theme/DocSidebarItems';
import type {WrapperProps} from '@docusaurus/types';
import FrameworkSwitcher from '@site/src/components/FrameworkSwitcher';

type Props = WrapperProps<typeof DocSidebarItemsType>;

export default function DocSidebarItemsWrapper(props: Props): ReactNode {
  const phoneMenu = useWindowSize() === 'mobile' && props.level === 1;
  const {onItemClick} = props;
  return (
    <>
      {phoneMenu && (
        <li className="menu__list-item">
          <FrameworkSwitcher onSwitch={() => onItemClick?.({type: 'link', href: '', label: 'Framework'})} />
        </li>
      )}
      <DocSidebarItems {...props} />
    </>
  );
}
