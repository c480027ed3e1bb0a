/** Every local-storage key the site writes: the privacy page lists them; a journey test fails on another. */
import {FRAMEWORK_STORAGE_KEY} from './frameworkSwitch/choice';
import {VERSION_STORAGE_PREFIX} from './versionChoice';

export interface StorageKey {
  /** A prefix ends in `*`. */
  readonly key: string;
  readonly purpose: string;
  readonly example: string;
}

/** Filled in by the table from `@facts/summary`. */
export const ANNOUNCEMENT_ID_EXAMPLE = 'announcement-id';

/** Filled in by the table with React's latest release. */
export const RELEASE_EXAMPLE = 'release';

export const storageKeys: readonly StorageKey[] = [
  {key: 'theme', purpose: 'Your colour mode choice, light or dark.', example: 'dark'},
  {
    key: 'docusaurus.announcement.dismiss',
    purpose: 'Whether you closed the announcement bar.',
    example: 'true',
  },
  {
    key: 'docusaurus.announcement.id',
    purpose: 'Which announcement you closed, so a new one shows again.',
    example: ANNOUNCEMENT_ID_EXAMPLE,
  },
  {
    key: FRAMEWORK_STORAGE_KEY,
    purpose:
      'The framework you picked with the framework switcher of the docs, so the home page, the docs start page and the not-found page offer it first, and the search box outside the docs searches its docs.',
    example: 'vue',
  },
  {
    key: `${VERSION_STORAGE_PREFIX}*`,
    purpose:
      'The release you picked under "Your version" on an API page, one per framework (docs-api-version.react for React), so the reference tables read as that release. Written when you pick one or open an API page whose address names one (?version=); picking none removes it.',
    example: RELEASE_EXAMPLE,
  },
  {
    key: 'docusaurus.tab.*',
    purpose: 'The tab you picked in a group of tabs, such as your package manager on the install pages.',
    example: 'pnpm',
  },
  {
    key: 'docs-preferred-version-*',
    purpose:
      'The docs version you picked. Written only when you choose a version; the site has one version, Next, so it is normally absent.',
    example: 'current',
  },
];
