import Box from '@mui/material/Box';
import { AD_CARD_FRAME } from './adCardStyles';
import { AD_CONSTANTS } from './adConstants';
import { AdBlockFallback } from './AdBlockFallback';
import { InHouseAdView } from './InHouseAdView';
import { useAdClick } from './useAdClick';
import { useAdDisplayEvent } from './useAdDisplayEvent';
import { useNetworkScript } from './useNetworkScript';

const NETWORK_AD_LABEL = 'ad-network';

// The network's markup is unstyled; this makes it look like our own ad cards. Its height is
// capped at the slot's reserved height, so whatever it renders cannot push the page down.
const NETWORK_STYLES = {
  // The slot's reserved height (frame.css).
  maxHeight: 'var(--ad-slot-height)',
  overflow: 'hidden',
  '& #carbonads': {
    position: 'relative',
    p: 1,
    ...AD_CARD_FRAME,
  },
  '& .carbon-wrap': { display: 'flex', gap: 1.5 },
  '& .carbon-img img': {
    display: 'block',
    width: AD_CONSTANTS.imageWidth,
    height: AD_CONSTANTS.imageHeight,
    objectFit: 'cover',
  },
  '& .carbon-text': { color: 'text.primary', textDecoration: 'none' },
  '& .carbon-poweredby': {
    position: 'absolute',
    right: 8,
    bottom: 8,
    fontSize: '0.75rem',
    color: 'text.secondary',
    textDecoration: 'none',
  },
} as const;

/** Image layout with the network on: its ad, else (blocked or placeholder) one of ours. */
export function NetworkImageAd({ scriptUrl }: { scriptUrl: string }) {
  const { containerRef, status } = useNetworkScript(scriptUrl);
  useAdDisplayEvent(status === 'ad' ? NETWORK_AD_LABEL : null);
  const handleClick = useAdClick(NETWORK_AD_LABEL);
  const replaced = status === 'blocked' || status === 'placeholder';
  return (
    <>
      <Box ref={containerRef} onClick={handleClick} sx={{ ...NETWORK_STYLES, display: replaced ? 'none' : 'block' }} />
      {status === 'blocked' ? <AdBlockFallback /> : null}
      {status === 'placeholder' ? <InHouseAdView /> : null}
    </>
  );
}
