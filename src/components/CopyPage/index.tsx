/**
 * "Copy page", "View as Markdown" and "Open in ChatGPT/Claude" on docs pages, all about the page's Markdown
 * twin (src/plugins/llms-txt). ./fetchMarkdown.ts loads on the first click. The clipboard gets a promise
 * (`ClipboardItem`) inside the click because Safari refuses writes that start after the click's task.
 */
import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {twinPathOf} from '@site/src/utils/markdownTwin';
import {assistantLinks} from './assistantLinks';
import styles from './styles.module.css';

function copyText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
    return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return text.then((t) => navigator.clipboard.writeText(t));
}

type Status = '' | 'Copying…' | 'Copied' | 'Could not copy: use View as Markdown';

export default function CopyPage(): ReactNode {
  const href = twinPathOf(useLocation().pathname);
  const {siteConfig} = useDocusaurusContext();
  const twinUrl = new URL(href, siteConfig.url).href;
  const [status, setStatus] = useState<Status>('');

  const onClick = (): void => {
    setStatus('Copying…');
    const text = import('./fetchMarkdown').then(({default: fetchMarkdown}) => fetchMarkdown(href));
    copyText(text).then(
      () => {
        setStatus('Copied');
        window.setTimeout(() => setStatus(''), 4000);
      },
      () => setStatus('Could not copy: use View as Markdown'),
    );
  };

  return (
    <div className={styles.actions}>
      {/* Infima's button classes: they are in the site stylesheet already (CSS budget). */}
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        onClick={onClick}
        title="Copy this page as Markdown">
        Copy page
      </button>
      {/* pathname://: a file next to the page, not a route (no client-side navigation, no broken-link check). */}
      <Link to={`pathname://${href}`} target="_self">
        View as Markdown
      </Link>
      {assistantLinks(twinUrl).map(({name, url}) => (
        <Link key={name} href={url} target="_blank" rel="noopener noreferrer">
          Open in {name}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Link>
      ))}
      <span role="status">{status}</span>
    </div>
  );
}
