/**
 * `afterHydration(Component)`: first rendered in a transition after hydration, in slices, for
 * components that show nothing before the reader acts (the phone menu and its fillers).
 */
import React, {startTransition, useEffect, useState} from 'react';

export default function afterHydration<Props extends object>(
  Component: React.ComponentType<Props>,
): React.ComponentType<Props> {
  function AfterHydration(props: Props): React.JSX.Element | null {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      startTransition(() => setReady(true));
    }, []);
    return ready ? <Component {...props} /> : null;
  }
  AfterHydration.displayName = `AfterHydration(${Component.displayName ?? Component.name})`;
  return AfterHydration;
}
