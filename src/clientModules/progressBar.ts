/**
 * The route-change progress bar (spec: it appears 200 ms after a route change
 * starts; nprogress defaults: minimum 0.08, trickle speed 800 ms, speed
 * 200 ms, trickle rate 0.02), in place of theme-classic's nprogress client
 * module (replaced in docusaurus.config.ts, first-load-size plugin).
 *
 * Same behaviour and styles, but nprogress itself (about 1 KB of gzipped JS)
 * is not in the first load of every page: it is fetched once the page is
 * idle, so it is ready before the first navigation, and at the latest when a
 * navigation starts. A navigation that ends before the bar is loaded or
 * before 200 ms shows no bar, as before.
 */
import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

type ProgressBar = (typeof import('nprogress'))['default'];

const DELAY_MS = 200;

let progressBar: Promise<ProgressBar> | undefined;
let navigating = false;

function loadProgressBar(): Promise<ProgressBar> {
  progressBar ??= import('nprogress').then(
    (module) => {
      module.default.configure({showSpinner: false});
      return module.default;
    },
    (error: unknown) => {
      progressBar = undefined; // offline or a new deploy: tried again on the next navigation
      throw error;
    },
  );
  return progressBar;
}

function prefetchWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(() => void loadProgressBar().catch(() => undefined));
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') prefetchWhenIdle();
  else window.addEventListener('load', prefetchWhenIdle, {once: true});
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    navigating = true;
    const bar = loadProgressBar();
    const timer = window.setTimeout(() => {
      bar.then(
        (progress) => {
          if (navigating) progress.start();
        },
        () => undefined,
      );
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    navigating = false;
    progressBar?.then(
      (progress) => progress.done(),
      () => undefined,
    );
  },
};

export default clientModule;
