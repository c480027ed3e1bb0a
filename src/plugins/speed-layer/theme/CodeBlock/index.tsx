/**
 * Wraps theme-classic's `CodeBlock` as an island: its code and Prism (about 35 KB gzip) load after
 * hydration on pages with code (../../HighlightedCodeBlock.tsx); the highlighted server HTML stays,
 * and after a client-side navigation the plain code shows until the chunk is in.
 */
import React, {type ReactNode} from 'react';
import island from '../../island';
import type {Props} from '@theme/CodeBlock';

function PlainCode({children}: Props): ReactNode {
  return (
    <pre tabIndex={0} className="prism-code thin-scrollbar">
      <code>{children}</code>
    </pre>
  );
}

const CodeBlock = island<Props>(() => import('../../HighlightedCodeBlock'), {Fallback: PlainCode});
export default CodeBlock;
