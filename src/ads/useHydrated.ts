import * as React from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while hydrating, true afterwards: what depends on the browser
 * (random draws, the user agent) renders only then, so the server HTML always matches.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
