/** The version each package's pages document, from the small `@facts/summary` (footer and home page). */
import summary from '@facts/summary';
import {byFramework} from './frameworks';

export const latestVersions = byFramework((id) => summary[id].latestVersion);
