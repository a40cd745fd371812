import { useAdManager } from './AdManager';
import { FeedInlineAd } from './FeedInlineAd';
import { InHouseAdView } from './InHouseAdView';
import { isBot } from './isBot';
import { NetworkImageAd } from './NetworkImageAd';
import { useHydrated } from './useHydrated';

/** Chooses the ad: none for bots, else by the session's layout and whether the network is on. */
export function Ad() {
  const { layout, network } = useAdManager();
  const hydrated = useHydrated();
  if (!hydrated || isBot(navigator.userAgent)) {
    return null;
  }
  if (layout === 'image') {
    return network.scriptUrl ? <NetworkImageAd scriptUrl={network.scriptUrl} /> : <InHouseAdView />;
  }
  return network.feedUrl ? <FeedInlineAd feedUrl={network.feedUrl} /> : <InHouseAdView />;
}
