/**
 * `<LivePreview framework="react" config={…} />`: the published component,
 * running in a sandboxed frame (src/plugins/live-preview) with the given
 * configuration (issue 40). Render it only after the reader asks for it: its
 * code (./Frame.tsx) loads then, and the frame asks the public CDN for the
 * package only once it is on the page. No page's first load carries it.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import type {FramePreviewProps} from './Frame';
import {loadOnIntent} from './loadOnIntent';

export type {PreviewConfig, AriaState, FrameMessage} from './messages';
export type LivePreviewProps = FramePreviewProps;

const loadFrame = () => import('./Frame');
const Frame = lazy(loadFrame);

/** For the button that opens the preview: its code starts loading on the reader's intent (./loadOnIntent.ts). */
export const livePreviewIntent = loadOnIntent(loadFrame);

export default function LivePreview(props: LivePreviewProps): ReactNode {
  return (
    <Suspense fallback={<p role="status">Loading the live preview…</p>}>
      <Frame {...props} />
    </Suspense>
  );
}
