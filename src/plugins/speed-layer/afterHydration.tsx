/**
 * `afterHydration(Component)`: the same component, first rendered in a
 * transition once the page has hydrated, for components that show nothing
 * before the reader acts (the phone menu and the fillers that hand it the
 * sidebar). React renders a transition in slices of a few milliseconds, so
 * their work leaves the long task that ends hydration.
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
