/**
 * Client module of src/plugins/analytics: loads gtag.js, and sends a page view per page opened (the
 * `config` command sends the first); a change of the query or hash alone sends none. The title is
 * updated on the next tick, so the event is sent then.
 */
import type {ClientModule} from '@docusaurus/types';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
    /** gtag.js's address, set by the plugin's inline head script. */
    siteGtagSrc?: string;
  }
}

/**
 * gtag.js, once the window has loaded; in a task of its own, not the one that starts the app, which
 * a request lengthens (src/plugins/speed-layer/firstPreload.ts says why).
 */
function loadGtag(): void {
  const src = window.siteGtagSrc;
  if (!src) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') setTimeout(loadGtag, 0);
  else window.addEventListener('load', loadGtag, {once: true});
}

const pageViews: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) return;
    if (location.pathname === previousLocation.pathname) return;
    const url = location.pathname + location.search + location.hash;
    setTimeout(() => {
      window.gtag?.('set', 'page_path', url);
      window.gtag?.('event', 'page_view');
    });
  },
};
export default pageViews;
