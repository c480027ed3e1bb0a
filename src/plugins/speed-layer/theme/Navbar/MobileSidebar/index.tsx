/**
 * Wraps theme-classic's `Navbar/MobileSidebar` to load it lazily. The mobile
 * menu renders only in a viewport narrower than 996 px, and only after
 * hydration (the server render and the desktop navbar never show it), yet
 * upstream's menu layout, header and both menus were in the first load of
 * every page. Here they are a chunk of their own, requested when a narrow
 * viewport first needs the menu. Server HTML and hydration are unchanged: both
 * render nothing here.
 *
 * Not `React.lazy`: a chunk that fails to load (offline, a new deploy) would
 * reach the error boundary and replace the page with the crash screen. Here
 * the menu just stays closed; the next resize to a narrow window tries again.
 */
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';

/** The loaded menu, kept for the next pages once the chunk is in. */
let loaded: ComponentType | undefined;

export default function NavbarMobileSidebar(): ReactNode {
  // Upstream renders the menu exactly when the window is narrow (public hook, same rule).
  const shouldRender = useWindowSize() === 'mobile';
  const [Upstream, setUpstream] = useState(() => loaded);

  useEffect(() => {
    if (!shouldRender || Upstream) return undefined;
    let mounted = true;
    import('@theme-init/Navbar/MobileSidebar').then(
      (module) => {
        loaded = module.default;
        if (mounted) setUpstream(() => module.default);
      },
      () => {
        // Tried again when the reader next opens or closes the menu.
      },
    );
    return () => {
      mounted = false;
    };
  }, [shouldRender, Upstream]);

  return shouldRender && Upstream ? <Upstream /> : null;
}
