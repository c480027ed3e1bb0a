/**
 * Wraps theme-classic's `Navbar/MobileSidebar`, the menu behind the navbar's
 * toggle on a phone. The server renders none of it; on a phone the first
 * render after hydration mounted the whole menu (the navbar's links, the
 * framework switcher's docs items) in the task that ends hydration. Rendered in
 * a transition after hydration, it is built in slices of a few milliseconds,
 * still long before a reader can reach the toggle.
 */
import NavbarMobileSidebar from '@theme-init/Navbar/MobileSidebar';
import afterHydration from '../../../afterHydration';

export default afterHydration(NavbarMobileSidebar);
