/**
 * The Preview button of an example (issue 40), beside Run here: the example's
 * configuration (./exampleConfig.ts) running live in the preview frame, with
 * what the preview leaves out named. The frame and its code load on the click.
 */
import {lazy, Suspense, useMemo, useState, type ReactNode} from 'react';
import type {FrameworkId} from '../../data/types';
import {examplePreviewOf} from './exampleConfig';
import {loadOnIntent} from './loadOnIntent';

const loadFrameWithFacts = () => import('./FrameWithFacts');
const FrameWithFacts = lazy(loadFrameWithFacts);
const intent = loadOnIntent(loadFrameWithFacts);

export interface ExamplePreviewProps {
  readonly framework: FrameworkId;
  /** Names the example, e.g. `Basic (basic.tsx)`. */
  readonly name: string;
  readonly source: string;
  /** Run here and Open in StackBlitz, for when the preview cannot load. */
  readonly fallback: ReactNode;
}

export default function ExamplePreview({framework, name, source, fallback}: ExamplePreviewProps): ReactNode {
  const preview = useMemo(() => examplePreviewOf(source, framework), [framework, source]);
  const [open, setOpen] = useState(false);
  if (!preview) return null;
  if (!open) {
    return (
      <p className="margin-top--sm">
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-label={`Preview ${name} live`}
          {...intent}
          onClick={() => setOpen(true)}>
          Preview
        </button>{' '}
        <small>
          Runs the published package in the page, from a public CDN, with this file&apos;s options.
        </small>
      </p>
    );
  }
  return (
    <div className="margin-top--sm margin-bottom--md">
      <Suspense fallback={<p role="status">Loading the live preview…</p>}>
        <FrameWithFacts
          framework={framework}
          configOf={() => preview.config}
          title={name}
          fallback={fallback}
        />
      </Suspense>
      {preview.leftOut.length > 0 && (
        <p>
          <small>
            The preview runs the file&apos;s options but not its own code, so it leaves out{' '}
            {preview.leftOut.map((prop, i) => (
              <span key={prop}>
                {i > 0 ? ', ' : ''}
                <code>{prop}</code>
              </span>
            ))}
            : the component does what it does without them.
          </small>
        </p>
      )}
    </div>
  );
}
