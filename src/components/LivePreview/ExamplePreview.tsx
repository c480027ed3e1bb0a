/**
 * An example's Preview button: the frame runs the example file itself, compiled at build time
 * (src/plugins/live-preview/compileExample.ts), in every framework. The frame and its code load on the click.
 */
import {lazy, Suspense, useState, type ReactNode} from 'react';
import type {FrameworkId} from '../../data/facts';
import {exampleModuleName} from '@site/src/plugins/live-preview/cdn.cjs';
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
}

/** What an example's frame is sent: nothing it uses (it runs the file). */
const NO_CONFIG: PreviewConfig = {props: {}, events: []};

export default function ExamplePreview({framework, name, file}: ExamplePreviewProps): ReactNode {
  const [open, setOpen] = useState(false);
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
        {/* About the Preview button: the Markdown twin has none (the sentence under the file says how to run it). */}
        <small data-twin-omit="true">
          Runs this file in the page, with the published package from a public CDN.
        </small>
      </p>
    );
  }
  return (
    <div className="margin-top--sm margin-bottom--md">
      <Suspense fallback={<p role="status">Loading the live preview…</p>}>
        <FrameWithFacts
          framework={framework}
          configOf={() => NO_CONFIG}
          title={name}
          example={exampleModuleName(file)}
        />
      </Suspense>
    </div>
  );
}
