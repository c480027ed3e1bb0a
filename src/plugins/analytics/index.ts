/**
 * analytics: Google Analytics (gtag.js) for a build with GTAG_TRACKING_ID set,
 * loaded so that it never delays the first paint.
 *
 * The same events as @docusaurus/plugin-google-gtag (the `js` and `config`
 * commands on load, `set page_path` + `event page_view` on each route change,
 * IP anonymisation off), but gtag.js is requested by the client module, once
 * the site's scripts run (after the first paint: see ssrTemplate) and the
 * window has loaded, instead of from the page head: requested before the
 * first paint, it took Lighthouse's simulated LCP from 0.92 s to 1.62 s (and
 * to 1.38 s when requested on `load`, which a static page reaches before its
 * first paint). Commands queue in `window.dataLayer` until it arrives, so no
 * page view is lost.
 */
import type {Plugin} from '@docusaurus/types';

export interface AnalyticsOptions {
  readonly trackingID: string;
}

/**
 * The inline head script: the dataLayer queue and the config command (no
 * request). gtag.js itself is requested by the client module (./pageViews.ts).
 */
export function analyticsSnippet(trackingID: string): string {
  const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingID)}`;
  return (
    `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}` +
    `gtag('js',new Date());gtag('config',${JSON.stringify(trackingID)},{});` +
    `window.siteGtagSrc=${JSON.stringify(src)};`
  );
}

export default function analyticsPlugin(_context: unknown, {trackingID}: AnalyticsOptions): Plugin {
  return {
    name: 'site-analytics',
    getClientModules() {
      return ['./pageViews'];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: analyticsSnippet(trackingID)}]};
    },
  };
}
