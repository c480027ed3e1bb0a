/**
 * Client module of src/plugins/analytics: one page view per route change
 * (the first page view comes from the `config` command on load). The title
 * is updated on the next tick, so the event is sent then.
 */
import type {ClientModule} from '@docusaurus/types';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const pageViews: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) return;
    const url = location.pathname + location.search + location.hash;
    if (url === previousLocation.pathname + previousLocation.search + previousLocation.hash) return;
    setTimeout(() => {
      window.gtag?.('set', 'page_path', url);
      window.gtag?.('event', 'page_view');
    });
  },
};
export default pageViews;
