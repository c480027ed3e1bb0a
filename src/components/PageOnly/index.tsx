/**
 * Text about the page's own controls, left out of its Markdown twin (`data-twin-omit`), where they do not
 * exist. Wrap whole sentences; `block` for paragraphs (MDX wraps their text in `<p>`, which a `<span>` may
 * not hold).
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
