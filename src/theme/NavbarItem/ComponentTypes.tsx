/**
 * Wraps theme-classic's NavbarItem/ComponentTypes to add the site's own navbar
 * item types (CONVENTIONS.md section 5) without ejecting the Navbar:
 * - `custom-githubLink`: the GitHub organisation as an icon link.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import GitHubLink from '@site/src/components/GitHubLink';

export default {
  ...ComponentTypes,
  'custom-githubLink': GitHubLink,
};
