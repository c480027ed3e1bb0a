/**
 * The home page's "Try it: type a fruit" button (issue 47); one click loads ./HomeLive.tsx. Nothing is asked
 * of the CDN before the click.
 */
import clsx from 'clsx';
import {lazy, Suspense, useState, type ReactNode} from 'react';
import {loadOnIntent} from './loadOnIntent';
import styles from './styles.module.css';

const loadHomeLive = () => import('./HomeLive');
const HomeLive = lazy(loadHomeLive);
const intent = loadOnIntent(loadHomeLive);

export default function HomePreview(): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Try the component" className="margin-bottom--lg">
      {open ? (
        <Suspense fallback={<p role="status">Loading the live preview…</p>}>
          <HomeLive />
        </Suspense>
      ) : (
        <button
          type="button"
          className={clsx('button button--primary button--outline button--lg', styles.starter)}
          {...intent}
          onClick={() => setOpen(true)}>
          Try it: type a fruit
        </button>
      )}
    </section>
  );
}
