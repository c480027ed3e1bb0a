/**
 * Wraps theme-classic's `CodeBlock` as an island (src/plugins/speed-layer/island). The
 * code block (its metadata parsing, buttons and Prism with its grammars,
 * about 35 KB of gzipped JS) is otherwise in the first load of every docs
 * page, and Prism is in every page through theme-classic's client module.
 * Here it is a separate chunk (../../HighlightedCodeBlock.tsx) requested only
 * by pages that show code, after hydration; until then the server's
 * highlighted HTML stays. On client-side navigation the plain code shows until
 * the chunk is in. The "Prism out of every page" patch of this plugin
 * (../../index.ts) drops theme-classic's eager Prism client module; the
 * chunk registers `prism.additionalLanguages` instead.
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
