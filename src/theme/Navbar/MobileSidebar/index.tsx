/**
 * Wraps theme-classic's `Navbar/MobileSidebar` to load it lazily. The mobile
 * menu renders only in a viewport narrower than 996 px, and only after
 * hydration (the server render and the desktop navbar never show it), yet
 * upstream's menu layout, header and both menus were in the first load of
 * every page. Here they are a chunk of their own, requested when a narrow
 * viewport first needs the menu. Server HTML and hydration are unchanged: both
 * render nothing here.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const UpstreamMobileSidebar = lazy(() => import('@theme-original/Navbar/MobileSidebar'));

export default function NavbarMobileSidebar(): ReactNode {
  const {shouldRender} = useNavbarMobileSidebar();
  if (!shouldRender) return null;
  return (
    <Suspense fallback={null}>
      <UpstreamMobileSidebar />
    </Suspense>
  );
}
