import * as React from 'react';

const noSubscription = () => () => {};

/**
 * A value that only the browser knows and that does not change (the platform, whether React is
 * hydrating server HTML): `onServer` while rendering on the server and hydrating, then the
 * browser's value, without a hydration mismatch.
 */
export function useBrowserValue<T>(inBrowser: () => T, onServer: T): T {
  return React.useSyncExternalStore(noSubscription, inBrowser, () => onServer);
}
