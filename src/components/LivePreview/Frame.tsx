/**
 * The live preview's frame and its messages (./messages.ts). `sandbox="allow-scripts allow-forms"` without
 * allow-same-origin: an opaque origin that reads none of the site's storage; allow-forms lets a form
 * example's submit fire (its `form-action 'none'` policy still sends nothing). When a module fails, or
 * nothing renders within 8 s, a plain message and the caller's Run here / Open in StackBlitz take its place.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {FrameworkId} from '@site/src/data/facts';
import {CDN_BASE} from '@site/src/plugins/live-preview/cdn.cjs';
import {
  frameMessageOf,
  OPAQUE_ORIGIN,
  PREVIEW_TIMEOUT_MS,
  previewFrameUrl,
  type FrameMessage,
  type PreviewConfig,
  type TrialRequest,
} from './messages';

export interface FramePreviewProps {
  readonly framework: FrameworkId;
  readonly config: PreviewConfig;
  readonly npmName: string;
  readonly version: string;
  /** Names what runs, for the frame's title: "Live preview: <title>". */
  readonly title: string;
  /** What to use instead when the preview fails; none: the message points to the page's buttons above. */
  readonly fallback?: ReactNode;
  /** Shown in place of the message when the preview fails (the home page's still picture). */
  readonly failure?: ReactNode;
  readonly onMessage?: (message: FrameMessage) => void;
  readonly onStatus?: (status: PreviewStatus) => void;
  /** The accessibility pages: the frame runs a virtual screen reader and reports what it says. */
  readonly transcript?: boolean;
  /** An example's name: the frame runs that example's file, compiled, not `config`. */
  readonly example?: string;
  /** A rows trial to run once the frame is ready (a new request runs again); its figures come as messages. */
  readonly trial?: TrialRequest | null;
  readonly loadLimitMs?: number;
}

export type PreviewStatus = 'loading' | 'running' | 'failed';

export default function Frame({
  framework,
  config,
  npmName,
  version,
  title,
  fallback,
  failure,
  onMessage,
  onStatus,
  transcript = false,
  example,
  trial,
  loadLimitMs = PREVIEW_TIMEOUT_MS,
}: FramePreviewProps): ReactNode {
  const base = useBaseUrl('/');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [src] = useState(() =>
    previewFrameUrl(base, framework, window.location.origin, {transcript, example}),
  );
  const [status, setStatus] = useState<PreviewStatus>('loading');
  const [height, setHeight] = useState(160);
  const ready = useRef(false);
  const latest = useRef({config, onMessage, onStatus, trial});
  latest.current = {config, onMessage, onStatus, trial};

  // The frame's origin is opaque, so no target origin can name it: '*' is the only one
  // that reaches it. What is sent is the page's own configuration or trial, nothing private.
  const post = (message: object): void => frameRef.current?.contentWindow?.postMessage(message, '*');
  const send = (): void => {
    post({type: 'configure', config: latest.current.config});
    if (latest.current.trial) post({type: 'measure', ...latest.current.trial});
  };

  useEffect(() => {
    const onWindowMessage = (event: MessageEvent): void => {
      const frame = frameRef.current;
      if (!frame || event.source !== frame.contentWindow || event.origin !== OPAQUE_ORIGIN) return;
      const message = frameMessageOf(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        ready.current = true;
        send();
      } else if (message.type === 'loaded') setStatus((s) => (s === 'loading' ? 'running' : s));
      else if (message.type === 'failed') setStatus('failed');
      else if (message.type === 'size') setHeight(Math.min(Math.max(message.height, 96), 480));
      latest.current.onMessage?.(message);
    };
    window.addEventListener('message', onWindowMessage);
    const timer = setTimeout(() => setStatus((s) => (s === 'loading' ? 'failed' : s)), loadLimitMs);
    return () => {
      window.removeEventListener('message', onWindowMessage);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (ready.current) post({type: 'configure', config});
  }, [config]);

  useEffect(() => {
    if (ready.current && trial) post({type: 'measure', ...trial});
  }, [trial]);

  useEffect(() => latest.current.onStatus?.(status), [status]);

  const running = `${npmName} ${version}`;
  if (status === 'failed') {
    if (failure) return <div data-live-preview="failed">{failure}</div>;
    return (
      <div className="alert alert--warning" role="alert" data-live-preview="failed">
        <p className={fallback ? undefined : 'margin-bottom--none'}>
          The live preview could not load {running} from the public CDN.{' '}
          {fallback
            ? 'Run the example on StackBlitz instead:'
            : 'Run here and Open in StackBlitz, above, run the same file.'}
        </p>
        {fallback}
      </div>
    );
  }
  return (
    <div data-live-preview={status}>
      <iframe
        ref={frameRef}
        src={src}
        title={`Live preview: ${title}`}
        sandbox="allow-scripts allow-forms"
        referrerPolicy="no-referrer"
        width="100%"
        height={height}
        // Set through the DOM after hydration, never as an HTML attribute (the policy allows no inline style).
        style={{border: '1px solid var(--ifm-color-emphasis-300)', borderRadius: 'var(--ifm-global-radius)'}}
      />
      <p className="margin-bottom--none">
        <small>
          {status === 'running' ? 'Running' : 'Loading'} {running} from a public CDN ({new URL(CDN_BASE).host}
          ).
        </small>
      </p>
    </div>
  );
}
