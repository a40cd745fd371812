import * as React from 'react';
import type { FeedAd } from './adFeed';

/** Fires the impression pixels of a shown feed ad, once per ad. */
export function useImpressionPixels(ad: FeedAd | null): void {
  const fired = React.useRef<FeedAd | null>(null);
  React.useEffect(() => {
    if (!ad || fired.current === ad) {
      return;
    }
    fired.current = ad;
    for (const url of ad.impressionUrls) {
      new Image().src = url;
    }
  }, [ad]);
}
