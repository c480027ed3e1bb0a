/** Site-wide constants shared by the config, theme code and tests. */

/** Id of the announcement bar: change it to show a new announcement to everyone. */
export const ANNOUNCEMENT_BAR_ID = 'react-2-1-2-escape-key';

export const GITHUB_ORG_URL = 'https://github.com/nodeworld';

/** Order of the framework links in the navbar and footer, as the spec lists them. */
export const NAV_FRAMEWORK_ORDER = ['react', 'angular', 'vue'] as const;
