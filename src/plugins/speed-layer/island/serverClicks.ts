/**
 * Clicks inside the server HTML of an island that keeps it (the `keepServerHtml`
 * option of ./index.tsx): what the live component's links would do, without
 * rendering it.
 */
import type {MouseEvent} from 'react';
import type {useHistory} from '@docusaurus/router';

/** A click that opens a new tab or window, or a context menu: the browser's own. */
function isModified(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/** The link a click landed on, inside the island. */
function clickedLink(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && event.currentTarget.contains(link) ? link : null;
}

/**
 * A link to another page of the site navigates in the app, as `@docusaurus/Link`
 * does (no page load). Links to the same page (`#row` anchors), to other
 * hosts, to files (`/llms.txt`) and modified clicks keep the browser's behaviour.
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
