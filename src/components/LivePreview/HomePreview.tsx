/**
 * The home page's live autocomplete (issue 40): a placeholder drawn like the
 * component's input, "Try it: type a fruit"; one click loads ./HomeLive.tsx,
 * which runs the component of the reader's remembered framework (React when
 * there is none). Nothing is asked of the CDN before the click.
 */
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
        <button type="button" className={styles.starter} {...intent} onClick={() => setOpen(true)}>
          Try it: type a fruit
        </button>
      )}
    </section>
  );
}
