/**
 * The version each package's pages document: its latest published release.
 *
 * Imported by the footer and the home page, so it reads the small
 * `@facts/summary` module (src/plugins/library-facts), never the full facts
 * (which would then ship on every page).
 */
import summary from '@facts/summary';
import {frameworkIds} from './frameworks';
import type {FrameworkId} from './facts';

export const latestVersions = Object.fromEntries(
  frameworkIds.map((id) => [id, summary[id].latestVersion]),
) as Readonly<Record<FrameworkId, string>>;
