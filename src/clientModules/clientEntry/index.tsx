/**
 * The browser entry of the production build, in place of core's client/clientEntry.js (swapped
 * in by the first-load-size plugin in `docusaurus.config.ts`; `docusaurus start` keeps core's,
 * with its hot reloading). It does what core's does: `window.docusaurus`, the router and the
 * head provider around `App`, the current route's components loaded first, then hydration
 * inside a transition, and the same recoverable-error log.
 *
 * Why: core's entry imports everything statically, so evaluating React DOM, the route table,
 * the theme and the current route's components, and matching the route, all run in the one task
 * that runs main. On a phone that task is the longest of the page load (about 150 ms on
 * Lighthouse's simulated mobile CPU). Here the same work runs in six steps, each in a task of
 * its own: the modules stay in the main bundle (`webpackMode: "eager"`: no extra request) and
 * are evaluated when their step imports them (./routes.ts, ./app.tsx).
 */
import {startTransition} from 'react';
import {nextTask} from '@site/src/utils/tasks';

/**
 * Resolves once the page template's loader has added all the page's scripts (it sets
 * `window.siteScriptsAdded` to false while it adds them one per task, then to true and sends
 * `site:scripts-added`); at once for a page without that loader.
 */
function scriptsAdded(): Promise<void> {
  if ((window as {siteScriptsAdded?: boolean}).siteScriptsAdded !== false) return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('site:scripts-added', () => resolve(), {once: true});
  });
}

async function start(): Promise<void> {
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The route table and the router. Each step imports a module of its own: a module imported
  // with import() keeps all its exports, so these expose only what the entry uses.
  const [{default: docusaurus}, {matchRoute, preloadRoute}] = await Promise.all([
    import(/* webpackMode: "eager" */ '../idlePrefetch'),
    import(/* webpackMode: "eager" */ './routes'),
  ]);
  // Same methods as core's object; its prefetch resolves once the queued prefetch has run.
  window.docusaurus = docusaurus as unknown as typeof window.docusaurus;
  await nextTask();
  // The theme's shell and the client modules.
  const {default: siteApp} = await import(/* webpackMode: "eager" */ './app');
  const app = siteApp();
  await nextTask();
  matchRoute(window.location.pathname);
  await nextTask();
  // The route's chunks are listed in the page: load them from the scripts the loader added.
  await scriptsAdded();
  await preloadRoute(window.location.pathname);
  await nextTask();

  const container = document.getElementById('__docusaurus')!;
  const onRecoverableError = (error: unknown, errorInfo: unknown): void => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

void start();
