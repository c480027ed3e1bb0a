/** Site-wide constants shared by the config, theme code and tests. */

export const GITHUB_ORG_URL = 'https://github.com/nodeworld';

/** Order of the framework links in the navbar and footer, as the spec lists them. */
export const NAV_FRAMEWORK_ORDER = ['react', 'angular', 'vue'] as const;
