/**
 * Client module of src/plugins/analytics: loads gtag.js, and sends one page
 * view per page a reader opens (the first page view comes from the `config`
 * command on load). A change of the query or hash alone (the builder writing
 * its options into the address, a jump to a heading) is the same page and
 * sends none. The title is updated on the next tick, so the event is sent then.
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
 * gtag.js, requested once the site's scripts run (they are added after the
 * first paint) and the window has loaded: it never competes with the page.
 * When the window has already loaded (the usual case), the request goes out
 * in a task of its own, not in the one that starts the app: a request from
 * that task lengthens it (under Lighthouse and DevTools, which record each
 * request's stack, V8 parses the whole main bundle again for it; see
 * src/plugins/speed-layer/firstPreload.ts).
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
