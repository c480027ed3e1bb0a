/** The gtag tracking ID from `GTAG_TRACKING_ID`, at build time. */
import {orExit} from './siteAddress';

/** GA4 measurement IDs (G-XXXXXXXXXX) and Universal Analytics IDs (UA-123456-1). */
const TRACKING_ID_PATTERN = /^(G-[A-Z0-9]{4,16}|UA-\d{4,10}-\d{1,4})$/;

export class AnalyticsConfigError extends Error {
  override name = 'AnalyticsConfigError';
}

/** The trimmed ID, or undefined when unset or empty (said once); a malformed one throws. */
export function readGtagTrackingId(
  raw: string | undefined,
  log: (message: string) => void = (message) => console.info(message),
): string | undefined {
  const value = raw?.trim();
  if (!value) {
    // Docusaurus loads the config more than once per build; say it once.
    if (process.env.GTAG_NOTICE_SHOWN !== '1') {
      process.env.GTAG_NOTICE_SHOWN = '1';
      log('[INFO] GTAG_TRACKING_ID is not set: building without Google Analytics.');
    }
    return undefined;
  }
  if (!TRACKING_ID_PATTERN.test(value)) {
    throw new AnalyticsConfigError(
      `GTAG_TRACKING_ID="${value}" is not a Google Analytics tracking ID. ` +
        'Use a GA4 measurement ID such as G-ABC123DEF4 or a Universal Analytics ID such as UA-12345678-1, ' +
        'or unset GTAG_TRACKING_ID to build without analytics.',
    );
  }
  return value;
}

/** For docusaurus.config.ts: readGtagTrackingId, ending the build on a malformed value. */
export function gtagTrackingIdFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return orExit(() => readGtagTrackingId(env.GTAG_TRACKING_ID), AnalyticsConfigError);
}
