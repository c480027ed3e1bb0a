/**
 * Speed layer: replaces theme-classic's NavbarItem/ComponentTypes with the
 * navbar item types this site's config uses. The site's own item type
 * (`custom-githubLink`) is added by the product override,
 * src/theme/NavbarItem/ComponentTypes.tsx, on top of this map (or of
 * upstream's with `SPEED_LAYER=off`).
 *
 * Upstream's map imports every item type (locale and version dropdowns, HTML
 * and doc items...), about 2 KB of gzipped JS in the first load of every page
 * for types this config never uses. Only these are bundled:
 * - `default` (the Blog link), and `search` (used when the search bar is
 *   placed by an item);
 * - `docSidebar` (the three framework docs links, highlighted on every page
 *   of their sidebar).
 *
 * An item of another type fails the build with theme-classic's error
 * "No NavbarItem component found for type ...": add its upstream component here.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

export default {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  docSidebar: DocSidebarNavbarItem,
};
