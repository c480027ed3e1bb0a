/**
 * Replaces theme-classic's DocSidebar/Mobile (3.10.2), written for this site: the same menu
 * (the docs sidebar inside the mobile navbar menu), handed to the navbar as one memoised object.
 *
 * Why: upstream passes its four props to NavbarSecondaryMenuFiller, which memoises them after
 * sorting their names with `localeCompare`. That first `localeCompare` of the page loads ICU's
 * collation data: 20-50 ms on the main thread of every docs page on a phone (src/utils/format.ts).
 * One prop name needs no sorting.
 *
 * The menu starts with the framework switcher (src/components/FrameworkSwitcher), as the desktop
 * sidebar does (src/theme/DocSidebar/Desktop/Content); picking a framework closes the menu.
 */
import {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import FrameworkSwitcher from '@site/src/components/FrameworkSwitcher';
import type {Props} from '@theme/DocSidebar/Mobile';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

interface Menu {
  sidebar: Props['sidebar'];
  path: string;
}

function DocSidebarMobileSecondaryMenu({menu}: {menu: Menu}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  // Close the menu when the reader picks a page (a link, or a category with its own page).
  const onItemClick = (item: PropSidebarItem) => {
    if (item.type === 'link' || (item.type === 'category' && item.href)) {
      mobileSidebar.toggle();
    }
  };
  return (
    <>
      <FrameworkSwitcher onSwitch={mobileSidebar.toggle} />
      <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
        <DocSidebarItems items={menu.sidebar} activePath={menu.path} onItemClick={onItemClick} level={1} />
      </ul>
    </>
  );
}

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const menu = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);
