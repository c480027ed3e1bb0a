/** Wraps theme-classic's `BlogSidebar/Mobile` after hydration, as ../../DocSidebar/Mobile says why. */
import type {Props} from '@theme/BlogSidebar/Mobile';
import BlogSidebarMobile from '@theme-init/BlogSidebar/Mobile';
import afterHydration from '../../../afterHydration';

export default afterHydration<Props>(BlogSidebarMobile);
