/**
 * Wraps theme-classic's `DocSidebar/Mobile`, which renders nothing itself: it
 * hands the sidebar to the mobile menu through theme-common's
 * `NavbarSecondaryMenuFiller`. That filler sorts its props with
 * `localeCompare`, the page's first, which loads the browser's collation data:
 * about 14 ms of main thread (56 ms at Lighthouse's 4x CPU) inside the
 * render that ends hydration, the longest task of every docs page on a phone
 * (bench/LOG.md, issue 31). Rendered in a transition after hydration, the
 * same work runs in a slice of its own, long before a reader can open the menu.
 */
import type {Props} from '@theme/DocSidebar/Mobile';
import DocSidebarMobile from '@theme-init/DocSidebar/Mobile';
import afterHydration from '../../../afterHydration';

export default afterHydration<Props>(DocSidebarMobile);
