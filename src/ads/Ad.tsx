import { useAdSession } from './useAdSession';
import { FeedInlineAd } from './FeedInlineAd';
import { InHouseAdView } from './InHouseAdView';
import { isBot } from './isBot';
import { NetworkImageAd } from './NetworkImageAd';

/**
 * Chooses the ad: none for bots, else by the session's layout and whether the network is on.
 * Browser only (the slot loads it with `ssr: false`): it reads the user agent and draws at random.
 */
export function Ad() {
  const { layout, network } = useAdSession();
  if (isBot(navigator.userAgent)) {
    return null;
  }
  if (layout === 'image') {
    return network.scriptUrl ? <NetworkImageAd scriptUrl={network.scriptUrl} /> : <InHouseAdView />;
  }
  return network.feedUrl ? <FeedInlineAd feedUrl={network.feedUrl} /> : <InHouseAdView />;
}
