/**
 * Replaces theme-classic's ErrorPageContent (a page threw while rendering) with the site's crash screen and
 * the spec's texts.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashScreen from '@site/src/components/CrashScreen';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <CrashScreen error={error} tryAgain={tryAgain} />;
}
