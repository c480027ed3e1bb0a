/**
 * The framework switcher of every docs page (top of the docs sidebar, and of the
 * docs menu on phones): Angular, React and Vue 3 as plain links to the page of
 * each framework that answers the same question (src/data/frameworkSwitch.ts),
 * the current one marked with `aria-current="page"`. The links are in the
 * server HTML, so the page works without JavaScript; with it, picking a
 * framework also keeps the reader's row (the anchor table is loaded then, only
 * when the address has an anchor) and remembers the choice.
 * Styled with Infima's button group only: no CSS of its own in the first load.
 */
import type {MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {frameworks, type FrameworkId} from '@site/src/data/frameworks';
import {
  equivalentPage,
  hrefOf,
  parseDocPath,
  storeFramework,
  switchTarget,
  type AnchorLookup,
  type DocPlace,
} from '@site/src/data/frameworkSwitch';

interface Props {
  readonly className?: string;
  /** Called once the reader has picked another framework (the phone menu closes). */
  readonly onSwitch?: () => void;
}

async function loadAnchorTable(): Promise<AnchorLookup | undefined> {
  try {
    return (await import('@framework-switch/anchors')).default;
  } catch {
    return undefined; // Offline or a new deploy: the equivalent page, at its top.
  }
}

/**
 * After switching to a page that may lack the anchor the reader was at: once
 * the new page is shown, drop the anchor and show the top if the page has no
 * such id (the router only scrolls to ids it finds).
 */
function keepHashOnlyIfPresent(replace: (path: string) => void, path: string, id: string): void {
  const before = document.querySelector('article');
  const started = Date.now();
  const check = () => {
    const article = document.querySelector('article');
    if (article && article !== before && window.location.pathname === path) {
      if (!document.getElementById(id)) {
        replace(path);
        window.scrollTo(0, 0);
      }
    } else if (Date.now() - started < 10_000) {
      setTimeout(check, 50);
    }
  };
  setTimeout(check, 50);
}

export default function FrameworkSwitcher({className, onSwitch}: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const place = parseDocPath(location.pathname);
  if (!place) return null;

  const pick = async (event: MouseEvent<HTMLAnchorElement>, from: DocPlace, target: FrameworkId) => {
    // A new tab or window (modifier keys, middle click) opens the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (target === from.framework) return;
    storeFramework(target);
    onSwitch?.();
    const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
    const table = hash ? await loadAnchorTable() : undefined;
    const destination = switchTarget(from, hash || undefined, target, table);
    history.push(hrefOf(destination));
    if (destination.checkHash && destination.hash) {
      keepHashOnlyIfPresent(history.replace, destination.path, destination.hash);
    }
  };

  return (
    <nav aria-label="Framework" className={clsx('padding--sm', className)}>
      <div className="button-group button-group--block">
        {frameworks.map((framework) => {
          const current = framework.id === place.framework;
          return (
            <Link
              key={framework.id}
              to={hrefOf(equivalentPage(place, framework.id))}
              aria-current={current ? 'page' : undefined}
              className={clsx('button button--sm', current ? 'button--primary' : 'button--secondary')}
              onClick={(event) => void pick(event, place, framework.id)}>
              {framework.label}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
