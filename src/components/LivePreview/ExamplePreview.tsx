/**
 * The Preview button of an example (issue 40), beside Run here. React and Vue: the frame runs the
 * example file itself, compiled at build time (src/plugins/live-preview/compileExample.ts), so its
 * own functions, state and data source run as written. Angular: the example's configuration
 * (./exampleConfig.ts) running in the frame's host component, with what the preview leaves out
 * named. The frame and its code load on the click.
 */
import {lazy, Suspense, useMemo, useState, type ReactNode} from 'react';
import type {FrameworkId} from '../../data/types';
import {exampleModuleName} from '@site/src/plugins/live-preview/cdn.cjs';
import {angularExamplePreviewOf} from './exampleConfig';
import {loadOnIntent} from './loadOnIntent';
import type {PreviewConfig} from './messages';

const loadFrameWithFacts = () => import('./FrameWithFacts');
const FrameWithFacts = lazy(loadFrameWithFacts);
const intent = loadOnIntent(loadFrameWithFacts);

export interface ExamplePreviewProps {
  readonly framework: FrameworkId;
  /** Names the example, e.g. `Basic (basic.tsx)`. */
  readonly name: string;
  /** The example's path in the repository (`examples/vue/custom-search.vue`). */
  readonly file: string;
  readonly source: string;
  /** Run here and Open in StackBlitz, for when the preview cannot load. */
  readonly fallback: ReactNode;
}

/** What a React or Vue example's frame is sent: nothing it uses (it runs the file). */
const NO_CONFIG: PreviewConfig = {props: {}, events: []};

export default function ExamplePreview({
  framework,
  name,
  file,
  source,
  fallback,
}: ExamplePreviewProps): ReactNode {
  const angular = useMemo(
    () => (framework === 'angular' ? angularExamplePreviewOf(source) : null),
    [framework, source],
  );
  const [open, setOpen] = useState(false);
  if (framework === 'angular' && !angular) return null;
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
          {angular
            ? "Runs the published package in the page, from a public CDN, with this file's options."
            : 'Runs this file in the page, with the published package from a public CDN.'}
        </small>
      </p>
    );
  }
  return (
    <div className="margin-top--sm margin-bottom--md">
      <Suspense fallback={<p role="status">Loading the live preview…</p>}>
        <FrameWithFacts
          framework={framework}
          configOf={() => angular?.config ?? NO_CONFIG}
          title={name}
          fallback={fallback}
          {...(angular ? {} : {example: exampleModuleName(file)})}
        />
      </Suspense>
      {angular && angular.leftOut.length > 0 && (
        <p>
          <small>
            The preview runs the file&apos;s options but not its own code, so it leaves out{' '}
            {angular.leftOut.map((prop, i) => (
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
