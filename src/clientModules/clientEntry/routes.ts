/**
 * Step 2 of the client entry (./index.tsx): the route table, the router's matching and core's
 * preload. Importing this module evaluates the route table (one loadable component per route).
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import preload from '@docusaurus/core/lib/client/preload';

/**
 * Matches `pathname` against the route table. The first match compiles each route's path it
 * tries to a regular expression and keeps it; `preloadRoute` then matches again, faster.
 */
export function matchRoute(pathname: string): void {
  matchRoutes(routes, pathname);
}

/** Core's preload: loads and evaluates the components of the routes that match `pathname`. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return preload(pathname);
}
