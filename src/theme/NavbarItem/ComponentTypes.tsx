/**
 * Wraps the navbar item types (`@theme-original/NavbarItem/ComponentTypes`:
 * theme-classic's map, or the speed layer's smaller one) and adds the site's
 * own type, `custom-githubLink`: the GitHub organisation as an icon link with
 * an accessible name.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import GitHubLink from '@site/src/components/GitHubLink';

export default {
  ...ComponentTypes,
  'custom-githubLink': GitHubLink,
};
