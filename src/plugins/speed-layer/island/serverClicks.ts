/** Clicks inside the server HTML an island keeps (`keepServerHtml`): what its links would do live. */
import type {MouseEvent} from 'react';
import type {useHistory} from '@docusaurus/router';

/** A click that opens a new tab or window, or a context menu: the browser's own. */
export function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

function clickedLink(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && event.currentTarget.contains(link) ? link : null;
}

/**
 * A link to another page of the site navigates in the app, as `@docusaurus/Link` does; links to the
 * same page, other hosts or files (`/llms.txt`) and modified clicks keep the browser's behaviour.
 */
export function followLinkInApp(
  event: MouseEvent<HTMLElement>,
  history: ReturnType<typeof useHistory>,
): void {
  const link = clickedLink(event);
  if (!link || event.defaultPrevented || isModified(event) || link.target || link.hasAttribute('download'))
    return;
  const url = new URL(link.href);
  const here = window.location;
  if (url.origin !== here.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return;
  if (url.pathname === here.pathname && url.search === here.search) return;
  event.preventDefault();
  history.push(url.pathname + url.search + url.hash);
}
