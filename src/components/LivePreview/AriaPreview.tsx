/**
 * `<AriaPreview framework="react" facts={facts} />` on the accessibility
 * pages: a button that starts the live component with its ARIA inspector
 * (./AriaInspector.tsx, loaded on the click; nothing is asked of the CDN
 * before it), after one sentence of what the package was recorded setting
 * (src/data/ariaTraits.json). Small on purpose: it is in the page's first load.
 */
import {lazy, Suspense, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {FrameworkId} from '@site/src/data/facts';
import {ariaTraits, statesNeverSet} from '@site/src/data/ariaTraits';
import type {AriaInspectorProps} from './AriaInspector';
import {loadOnIntent} from './loadOnIntent';

const loadAriaInspector = () => import('./AriaInspector');
const AriaInspector = lazy(loadAriaInspector);
const intent = loadOnIntent(loadAriaInspector);

/**
 * What the package was recorded setting (src/data/ariaTraits.json), in one sentence: the input's
 * role and the ARIA states it never sets as the keys are pressed, with the version recorded.
 */
function RecordedAria({framework}: {framework: FrameworkId}): ReactNode {
  const traits = ariaTraits.packages[framework];
  const never = statesNeverSet(traits);
  const role = traits.steps.typed.input.role;
  const list = (names: readonly string[]) =>
    names.map((name, i) => (
      <span key={name}>
        {i === 0 ? '' : i === names.length - 1 ? ' or ' : ', '}
        <code>{name}</code>
      </span>
    ));
  return (
    <p data-recorded-aria={framework}>
      Recorded in a browser from {traits.npmName} {traits.version}: the input has{' '}
      {role ? (
        <>
          the role <code>{role}</code>
        </>
      ) : (
        'no role'
      )}
      {never.length === 0 ? (
        '.'
      ) : (
        <>
          , and as the keys are pressed the component sets no {list(never)}: a screen reader is not told which
          row is highlighted or whether the list is open.
        </>
      )}
    </p>
  );
}

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
      <>
        <RecordedAria framework={framework} />
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
      </>
    );
  }
  return (
    <>
      <RecordedAria framework={framework} />
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
    </>
  );
}
