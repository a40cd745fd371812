/** The frame every ad card shares: ours, the network's and the ad-blocker appeal. */
export const AD_CARD_FRAME = {
  maxWidth: 520,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  fontSize: '0.8125rem',
  lineHeight: 1.5,
} as const;

/** Cuts text after `lines` lines, so a card never outgrows the slot's reserved height. */
export const lineClamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;
