/**
 * `<AriaPreview framework="react" facts={facts} />`: the button that starts the live component with its ARIA
 * inspector (./AriaInspector.tsx, loaded on the click). Small on purpose: it is in the page's first load.
 */
import {lazy, Suspense, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {FrameworkId} from '@site/src/data/facts';
import type {AriaInspectorProps} from './AriaInspector';
import {loadOnIntent} from './loadOnIntent';

const loadAriaInspector = () => import('./AriaInspector');
const AriaInspector = lazy(loadAriaInspector);
const intent = loadOnIntent(loadAriaInspector);

export default function AriaPreview({
  framework,
  facts,
}: {
  framework: FrameworkId;
  facts: AriaInspectorProps['facts'];
}): ReactNode {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <p>
        <button
          type="button"
          className="button button--secondary button--sm"
          {...intent}
          onClick={() => setOpen(true)}>
          Try the keys on the live component
        </button>{' '}
        <small>
          Loads {facts.npmName} {facts.latestVersion} from a public CDN.
        </small>
      </p>
    );
  }
  return (
    <Suspense fallback={<p role="status">Loading the live preview…</p>}>
      <AriaInspector
        framework={framework}
        facts={facts}
        fallback={
          <Link to={`/docs/${framework}/examples/stackblitz`}>
            Run the examples here or open them in StackBlitz
          </Link>
        }
      />
    </Suspense>
  );
}
