/** /tests/crash-root: throws outside any layout, so core's root error boundary (@theme/Error) catches it. */
import type {ReactNode} from 'react';
import Crashing from './Crashing';

export default function CrashRootPage(): ReactNode {
  return <Crashing where="outside the layout" />;
}
