/**
 * The page-crash screen ("This page crashed." and "Try again"), for the theme's ErrorPageContent and core's
 * root Error fallback. It imports nothing that can itself throw.
 */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  readonly error: Error;
  readonly tryAgain: () => void;
}

function messageChain(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 5) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join('\n\nCause:\n');
}

export default function CrashScreen({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.screen} role="alert">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- must render even when the theme cannot */}
      <h1 className={styles.title}>This page crashed.</h1>
      <p>
        Something went wrong while showing this page. Trying again often helps; if it does not, reload the
        page.
      </p>
      <button type="button" className="button button--primary button--lg" onClick={tryAgain}>
        Try again
      </button>
      <details className={styles.details}>
        <summary>Technical details</summary>
        <pre className={styles.message}>{messageChain(error)}</pre>
      </details>
    </main>
  );
}
