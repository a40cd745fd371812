import * as React from 'react';
import { loadDemoSources } from './loadDemo';
import type { DemoSources } from './types';

/**
 * A demo's sources, loaded at the first `load()` (the reader shows the code, copies it, opens a
 * sandbox or just points at the toolbar) and kept. A failed load can be retried.
 */
export function useDemoSources(id: string) {
  const [sources, setSources] = React.useState<DemoSources | null>(null);
  const request = React.useRef<Promise<DemoSources> | null>(null);
  const load = React.useCallback(() => {
    request.current ??= loadDemoSources(id).then(
      (loaded) => {
        setSources(loaded);
        return loaded;
      },
      (error: unknown) => {
        request.current = null;
        throw error;
      },
    );
    return request.current;
  }, [id]);
  return { sources, load };
}
