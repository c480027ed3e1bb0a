/**
 * Replaces theme-classic's ErrorPageContent, shown by the layout's error
 * boundary when a page throws while rendering: the site's crash screen with
 * the spec's texts ("This page crashed." and "Try again").
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashScreen from '@site/src/components/CrashScreen';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <CrashScreen error={error} tryAgain={tryAgain} />;
}
