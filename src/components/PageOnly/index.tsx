/**
 * Text about the page's own controls (a button, the API filter, the Copy page menu), shown on
 * the page and left out of its Markdown twin (`data-twin-omit`, src/plugins/llms-txt), where
 * those controls do not exist: a sentence telling an assistant to "press Run here" cannot be
 * acted on. Wrap whole sentences; the text around them must read on its own. `block` for whole
 * paragraphs (MDX wraps a block's text in `<p>`, which a `<span>` may not hold).
 */
import type {ReactNode} from 'react';

export default function PageOnly({
  children,
  block = false,
}: {
  children: ReactNode;
  block?: boolean;
}): ReactNode {
  return block ? <div data-twin-omit="true">{children}</div> : <span data-twin-omit="true">{children}</span>;
}
