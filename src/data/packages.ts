/**
 * The version each package's pages document: its latest published release.
 *
 * Imported by the footer and the home page, so it reads the small
 * `@facts/summary` module (src/plugins/library-facts), never the full facts
 * (which would then ship on every page).
 */
import summary from '@facts/summary';
import {byFramework} from './frameworks';

export const latestVersions = byFramework((id) => summary[id].latestVersion);
