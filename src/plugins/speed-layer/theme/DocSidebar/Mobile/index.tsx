/**
 * Wraps theme-classic's `DocSidebar/Mobile` after hydration: its menu filler's `localeCompare`, the
 * page's first, loads collation data, about 14 ms (56 ms at 4x CPU) in the task that ended hydration.
 */
import type {Props} from '@theme/DocSidebar/Mobile';
import DocSidebarMobile from '@theme-init/DocSidebar/Mobile';
import afterHydration from '../../../afterHydration';

export default afterHydration<Props>(DocSidebarMobile);
