/**
 * The framework chosen with the switcher, read after hydration so server HTML and first render agree; null
 * until then and when there is none.
 */
import {useEffect, useState} from 'react';
import type {FrameworkId} from '@site/src/data/frameworks';
import {readStoredFramework} from '@site/src/data/frameworkSwitch/choice';

export default function usePreferredFramework(): FrameworkId | null {
  const [preferred, setPreferred] = useState<FrameworkId | null>(null);
  useEffect(() => setPreferred(readStoredFramework()), []);
  return preferred;
}
