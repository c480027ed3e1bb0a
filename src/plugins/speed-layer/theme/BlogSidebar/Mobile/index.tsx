/**
 * Wraps theme-classic's `BlogSidebar/Mobile`, which hands the recent posts to
 * the mobile menu through theme-common's `NavbarSecondaryMenuFiller`, rendered
 * in a transition after hydration for the reason given in
 * `../../DocSidebar/Mobile` (the filler's `localeCompare` loads the browser's
 * collation data inside the task that ends hydration).
 */
import type {Props} from '@theme/BlogSidebar/Mobile';
import BlogSidebarMobile from '@theme-init/BlogSidebar/Mobile';
import afterHydration from '../../../afterHydration';

export default afterHydration<Props>(BlogSidebarMobile);
