/**
 * Wraps theme-classic's `CodeBlock` to load it lazily. The code block (its
 * metadata parsing, buttons and Prism with its grammars, about 35 KB of
 * gzipped JS) is otherwise in the first load of every docs page, and Prism is
 * in every page through theme-classic's client module. Here it is a separate
 * chunk (./Highlighted) requested only by pages that show code.
 *
 * - Server render: waits for the chunk, so the built HTML is highlighted.
 * - Hydration: the server HTML is kept as it is, as opaque HTML
 *   (`dangerouslySetInnerHTML` is never hydrated), until the chunk is in; then
 *   the live code block replaces it. A lazy component inside a Suspense
 *   boundary would also keep it, but any context update reaching the still
 *   dehydrated boundary (colour mode, synced tabs) makes React throw the
 *   server HTML away and log minified error 421.
 * - Client-side navigation: the plain code shows until the chunk is in.
 * docusaurus.config.ts drops theme-classic's eager Prism client module;
 * ./Highlighted registers `prism.additionalLanguages` instead.
 */
import React, {lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';

const loadHighlighted = () => import('./Highlighted');
const LazyHighlighted = lazy(loadHighlighted);

/** The loaded component, shared by every code block once the chunk is in. */
let highlighted: ComponentType<Props> | undefined;

function PlainCode({children}: Props): ReactNode {
  return (
    <pre tabIndex={0} className="prism-code thin-scrollbar">
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // True for a block that the server rendered and this render hydrates.
  const [fromServer] = useState(() => !isBrowser);
  const [Highlighted, setHighlighted] = useState(() => highlighted);

  useEffect(() => {
    if (Highlighted) return;
    let live = true;
    void loadHighlighted().then((module) => {
      highlighted = module.default;
      if (live) setHighlighted(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [Highlighted]);

  if (typeof window === 'undefined') {
    return (
      <div>
        <Suspense fallback={<PlainCode {...props} />}>
          <LazyHighlighted {...props} />
        </Suspense>
      </div>
    );
  }
  if (Highlighted) {
    return (
      <div key="live">
        <Highlighted {...props} />
      </div>
    );
  }
  if (fromServer) {
    // Keeps the server-rendered, highlighted HTML untouched until the chunk is in.
    return <div key="server" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return (
    <div key="plain">
      <PlainCode {...props} />
    </div>
  );
}
