import * as React from 'react';
import { loadFeedAd, type FeedAd } from './adFeed';

/** The feed's ad once loaded; null while loading and when there is none. */
export function useFeedAd(feedUrl: string): FeedAd | null {
  const [ad, setAd] = React.useState<FeedAd | null>(null);
  React.useEffect(() => {
    const controller = new AbortController();
    loadFeedAd(feedUrl, controller.signal).then((loaded) => {
      if (!controller.signal.aborted) {
        setAd(loaded);
      }
    });
    return () => controller.abort();
  }, [feedUrl]);
  return ad;
}
