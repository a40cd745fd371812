import type * as React from 'react';
import { AD_CONSTANTS } from './adConstants';
import { AdBlockFallback } from './AdBlockFallback';
import classes from './ads.module.css';
import { InHouseAdView } from './InHouseAdView';
import { useAdClick } from './useAdClick';
import { useAdDisplayEvent } from './useAdDisplayEvent';
import { useNetworkScript } from './useNetworkScript';

const NETWORK_AD_LABEL = 'ad-network';
// The network's image, sized as ours (ads.module.css).
const NETWORK_IMAGE_SIZE = {
  '--ad-image-width': `${AD_CONSTANTS.imageWidth}px`,
  '--ad-image-height': `${AD_CONSTANTS.imageHeight}px`,
} as React.CSSProperties;

/** Image layout with the network on: its ad, else (blocked or placeholder) one of ours. */
export function NetworkImageAd({ scriptUrl }: { scriptUrl: string }) {
  const { containerRef, status } = useNetworkScript(scriptUrl);
  useAdDisplayEvent(status === 'ad' ? NETWORK_AD_LABEL : null);
  const handleClick = useAdClick(NETWORK_AD_LABEL);
  const replaced = status === 'blocked' || status === 'placeholder';
  return (
    <>
      <div
        ref={containerRef}
        onClick={handleClick}
        className={classes.network}
        hidden={replaced}
        style={NETWORK_IMAGE_SIZE}
      />
      {status === 'blocked' ? <AdBlockFallback /> : null}
      {status === 'placeholder' ? <InHouseAdView /> : null}
    </>
  );
}
