import * as React from 'react';
import { loadDemoSources } from './loadDemo';
import type { DemoSources } from './types';

/**
 * A demo's sources, loaded at the first `load()` (the reader shows the code, copies it, opens a
 * sandbox or just points at the toolbar) and kept. A failed load can be retried.
 */
export function useDemoSources(id: string) {
  const [loaded, setLoaded] = React.useState<{ id: string; sources: DemoSources } | null>(null);
  const request = React.useRef<{ id: string; promise: Promise<DemoSources> } | null>(null);
  const load = React.useCallback(() => {
    if (request.current?.id !== id) {
      const promise = loadDemoSources(id).then(
        (sources) => {
          setLoaded({ id, sources });
          return sources;
        },
        (error: unknown) => {
          if (request.current?.promise === promise) {
            request.current = null;
          }
          throw error;
        },
      );
      request.current = { id, promise };
    }
    return request.current.promise;
  }, [id]);
  return { sources: loaded?.id === id ? loaded.sources : null, load };
}
