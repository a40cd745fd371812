import * as React from 'react';

// The Sankey layout of 8.29.3 calls `Iterator.prototype.toArray`, which Node.js 20 lacks.
// The demos render the chart in the browser only, and a box of the same height on the server.
const subscribe = () => () => {};

export function useIsBrowser() {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
