/**
 * The switcher's move for a reader at an anchor, loaded on first use with `@facts/switch-anchors`: the
 * equivalent row (src/data/frameworkSwitch/target.ts), the same shared heading if the new page has it, else
 * the page top.
 */
import anchors from '@facts/switch-anchors';
import type {FrameworkId} from '@site/src/data/frameworks';
import type {DocPlace} from '@site/src/data/frameworkSwitch/pages';
import {switchTarget} from '@site/src/data/frameworkSwitch/target';

interface History {
  push(path: string): void;
  replace(path: string): void;
}

/** Once the new page shows, drops an anchor it lacks and shows its top (the router scrolls only to ids). */
function keepHashOnlyIfPresent(history: History, path: string, search: string, id: string): void {
  const before = document.querySelector('article');
  const started = Date.now();
  const check = () => {
    const article = document.querySelector('article');
    if (article && article !== before && window.location.pathname === path) {
      if (!document.getElementById(id)) {
        history.replace(path + search);
        window.scrollTo(0, 0);
      }
    } else if (Date.now() - started < 10_000) {
      setTimeout(check, 50);
    }
  };
  setTimeout(check, 50);
}

/**
 * `withBaseUrl`: Docusaurus's (useBaseUrlUtils), since the router's paths start with the base URL.
 * `search`: the query the new page keeps (`?version=...`, or '').
 */
export function switchFromAnchor(
  history: History,
  from: DocPlace,
  hash: string,
  target: FrameworkId,
  withBaseUrl: (path: string) => string,
  search = '',
): void {
  const destination = switchTarget(from, hash, target, anchors);
  const path = withBaseUrl(destination.path);
  history.push(path + search + (destination.hash ? `#${destination.hash}` : ''));
  if (destination.checkHash && destination.hash)
    keepHashOnlyIfPresent(history, path, search, destination.hash);
}
