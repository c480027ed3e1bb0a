/**
 * A copy-link click: writes the link's absolute URL to the clipboard and says "Link copied" for two seconds.
 * DOM only, so kept server HTML (../ApiTable/tableClicks.ts) and the live component behave alike.
 */
const shown = new WeakMap<Element, number>();

/** The copy-link button a click landed on, if any. */
export function copyLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[data-copy-link]') : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

export function copyLink(link: HTMLAnchorElement): void {
  const status = link.parentElement?.querySelector('[role="status"]');
  navigator.clipboard?.writeText(link.href).then(
    () => {
      if (!status) return;
      status.textContent = 'Link copied';
      window.clearTimeout(shown.get(status));
      shown.set(
        status,
        window.setTimeout(() => {
          status.textContent = '';
        }, 2000),
      );
    },
    () => undefined,
  );
}
