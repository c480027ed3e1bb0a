/**
 * `<LivePreview framework="react" config={…} />`: the published component in a sandboxed frame
 * (src/plugins/live-preview). Render it only once the reader asks: ./Frame.tsx and the CDN load then.
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
