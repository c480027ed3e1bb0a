/**
 * The docs pages' framework switcher: plain server-HTML links to each framework's page for the same question
 * (src/data/frameworkSwitch/pages.ts). A pick is remembered and keeps the reader's row (./navigate.ts loads
 * only with an anchor). Infima's button group: no CSS of its own.
 */
import type {MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {frameworks, type FrameworkId} from '@site/src/data/frameworks';
import {equivalentPage, hrefOf, parseDocPath, type DocPlace} from '@site/src/data/frameworkSwitch/pages';
import {storeFramework} from '@site/src/data/frameworkSwitch/choice';
import {sitePathOf} from '@site/src/utils/sitePath';
import {VERSION_PARAMETER} from '@site/src/data/versionChoice';

/** `?version=...` of `search` (the API pages' "Your version"), or ''. */
function versionQuery(search: string): string {
  const version = new URLSearchParams(search).get(VERSION_PARAMETER);
  return version ? `?${new URLSearchParams({[VERSION_PARAMETER]: version}).toString()}` : '';
}

/** `path#hash` with `search` before its hash. */
function withQuery(href: string, search: string): string {
  const hashAt = href.indexOf('#');
  return hashAt < 0 ? href + search : href.slice(0, hashAt) + search + href.slice(hashAt);
}

/** `onSwitch`: called once the reader has picked another framework (the phone menu closes). */
export default function FrameworkSwitcher({onSwitch}: {readonly onSwitch?: () => void}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  // The page's path inside the site (the data's paths carry no base URL); Link adds the base back.
  const pathname = sitePathOf(location.pathname, useDocusaurusContext().siteConfig.baseUrl);
  const place = parseDocPath(pathname);
  if (!place) return null;

  const pick = (event: MouseEvent<HTMLAnchorElement>, from: DocPlace, target: FrameworkId) => {
    if (target === from.framework) {
      event.preventDefault();
      return;
    }
    // A new tab or window (modifier keys, middle click) opens the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    storeFramework(target);
    onSwitch?.();
    const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
    // No anchor: the link itself opens the equivalent page.
    if (!hash) return;
    event.preventDefault();
    const fallback = event.currentTarget.getAttribute('href')!;
    const search = versionQuery(location.search);
    import('./navigate').then(
      ({switchFromAnchor}) => switchFromAnchor(history, from, hash, target, withBaseUrl, search),
      () => history.push(fallback), // Offline or a new deploy: the equivalent page, at its top.
    );
  };

  return (
    <nav aria-label="Framework" className="padding--sm">
      <div className="button-group button-group--block">
        {frameworks.map((framework) => {
          const current = framework.id === place.framework;
          const target = equivalentPage(place, framework.id);
          // The same page in another framework keeps the query string (the builder's configuration);
          // any other page keeps the reader's release (`?version=`, the API pages' "Your version").
          const samePage = target.path === pathname.replace(/^\/docs\/[^/]+\//, `/docs/${framework.id}/`);
          const search = samePage && !target.hash ? location.search : versionQuery(location.search);
          return (
            <Link
              key={framework.id}
              to={withQuery(hrefOf(target), search)}
              aria-current={current ? 'page' : undefined}
              className={clsx('button button--sm', current ? 'button--primary' : 'button--secondary')}
              onClick={(event) => pick(event, place, framework.id)}>
              {framework.label}
            </Link>
          );
        })}
      </div>
      <div className="margin-top--xs">
        <Link to="/docs/compare">Compare the three packages</Link>
      </div>
    </nav>
  );
}
