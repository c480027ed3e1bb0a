/** Throws in the browser until the test sets `window.__e2eCrashRecover = true`: right after hydration. */
import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

declare global {
  interface Window {
    __e2eCrashRecover?: boolean;
  }
}

export default function Crashing({where}: {readonly where: string}): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser && window.__e2eCrashRecover !== true) {
    throw new Error(`E2E test crash ${where}: thrown on purpose until window.__e2eCrashRecover is true.`);
  }
  return <p data-testid="crash-test-content">The crash test page rendered normally.</p>;
}
