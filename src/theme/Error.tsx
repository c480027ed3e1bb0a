/**
 * Replaces core's theme-fallback Error, the root error boundary's screen when
 * the whole app fails (even the layout). Upstream prints "This page crashed"
 * without the full stop the spec asks for and is unstyled; this renders the
 * site's crash screen on its own, since the layout may be what threw.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Props} from '@theme/Error';
import CrashScreen from '@site/src/components/CrashScreen';

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <CrashScreen error={error} tryAgain={tryAgain} />
    </>
  );
}
