/**
 * The framework the reader chose with the switcher (local storage), read after
 * hydration so the server HTML and the first render agree; null until then and
 * when there is no choice. Pages use it to offer that framework first.
 */
import {useEffect, useState} from 'react';
import type {FrameworkId} from '@site/src/data/frameworks';
import {readStoredFramework} from '@site/src/data/frameworkSwitch/choice';

export default function usePreferredFramework(): FrameworkId | null {
  const [preferred, setPreferred] = useState<FrameworkId | null>(null);
  useEffect(() => setPreferred(readStoredFramework()), []);
  return preferred;
}
