/**
 * Replaces theme-classic's `NavbarItem/ComponentTypes` with only the item types the config uses
 * (upstream's map cost about 2 KB gzip on every page); src/theme's override adds the site's own. An
 * item of another type fails the build ("No NavbarItem component found for type"): add it here.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

export default {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  docSidebar: DocSidebarNavbarItem,
};
