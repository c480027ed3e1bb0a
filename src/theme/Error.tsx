/**
 * Replaces core's theme-fallback Error (the root boundary, when even the layout fails): upstream lacks the
 * spec's full stop and the site's style; this renders the crash screen alone, since the layout may have
 * thrown.
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
