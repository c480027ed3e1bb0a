/**
 * Wraps theme-classic's `CodeBlock` to load it lazily. The code block (its
 * metadata parsing, buttons and Prism with its grammars, about 35 KB of
 * gzipped JS) is otherwise in the first load of every docs page, and Prism is
 * in every page through theme-classic's client module. Here it is a separate
 * chunk (./Highlighted) requested only by pages that show code. The server
 * render waits for it, so the built HTML is highlighted; in the browser React
 * keeps that HTML while the chunk loads (a dehydrated Suspense boundary), so
 * first paint and hydration do not wait for it. After a client-side
 * navigation the plain code shows until the chunk is in.
 * docusaurus.config.ts drops theme-classic's eager Prism client module;
 * ./Highlighted registers `prism.additionalLanguages` instead.
 */
import React, {lazy, memo, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

const Highlighted = lazy(() => import('./Highlighted'));

/**
 * Memoised: a re-render of the page while the boundary is still dehydrated
 * would make React drop the server HTML (minified React error 421).
 */
function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre tabIndex={0} className="prism-code thin-scrollbar">
          <code>{props.children}</code>
        </pre>
      }>
      <Highlighted {...props} />
    </Suspense>
  );
}

export default memo(CodeBlock);
