/**
 * What a click on a copy-link button (./index.tsx) does besides following its
 * `#row` link: it writes the link's absolute URL to the clipboard and says
 * "Link copied" in the button's status for two seconds. It works on the DOM,
 * so a table's server HTML that the speed layer keeps as it is
 * (../ApiTable/tableClicks.ts) and the live component do the same.
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
