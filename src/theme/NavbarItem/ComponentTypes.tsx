/**
 * Wraps the navbar item types (theme-classic's map, or the speed layer's smaller one) to add
 * `custom-githubLink`.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import GitHubLink from '@site/src/components/GitHubLink';

export default {
  ...ComponentTypes,
  'custom-githubLink': GitHubLink,
};
