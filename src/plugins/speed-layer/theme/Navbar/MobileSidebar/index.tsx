/**
 * Wraps theme-classic's `Navbar/MobileSidebar` after hydration: the phone menu was mounted whole in
 * the task that ends hydration; now in slices, long before a reader can reach the toggle.
 */
import NavbarMobileSidebar from '@theme-init/Navbar/MobileSidebar';
import afterHydration from '../../../afterHydration';

export default afterHydration(NavbarMobileSidebar);
