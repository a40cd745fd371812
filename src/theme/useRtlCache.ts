import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { Direction } from './themeSettings';

let rtlCachePromise: Promise<EmotionCache> | null = null;

function loadRtlCache(): Promise<EmotionCache> {
  rtlCachePromise ??= import('./rtlCache').then(({ createRtlCache }) => createRtlCache());
  return rtlCachePromise;
}

/**
 * The right-to-left emotion cache once `direction` has first been `rtl`, else null. The
 * plugin is downloaded on that first need only.
 */
export function useRtlCache(direction: Direction): EmotionCache | null {
  const [cache, setCache] = React.useState<EmotionCache | null>(null);
  React.useEffect(() => {
    if (direction !== 'rtl' || cache) {
      return;
    }
    let active = true;
    loadRtlCache().then(
      (loaded) => {
        if (active) setCache(loaded);
      },
      () => {
        // A failed chunk download leaves the page left-to-right; the next switch retries.
        rtlCachePromise = null;
      },
    );
    return () => {
      active = false;
    };
  }, [direction, cache]);
  return cache;
}
