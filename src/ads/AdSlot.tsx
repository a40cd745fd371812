import type * as React from 'react';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import { useTranslate } from '../i18n/TranslationsContext';
import { AdErrorBoundary } from './AdErrorBoundary';
import { sendAdEvent } from './adEvents';
import { useAdManager } from './AdManager';
import { SLOT_MIN_HEIGHT } from './slotSize';

// The ad's code loads after hydration, outside the first-load JavaScript: no page needs it to
// render, and the server never renders an ad (it would not match the browser's random draws).
const Ad = dynamic(() => import('./Ad'), { ssr: false });

/**
 * The ad's place under the page description. The server renders it empty at its reserved
 * height; the ad fills it after hydration without moving anything below.
 */
export function AdSlot() {
  const t = useTranslate();
  const { layout } = useAdManager();

  // One listener for every ad, ours or the network's markup: a click on a link is an ad click.
  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || !event.currentTarget.contains(link)) {
      return;
    }
    const label = link.closest('[data-ad-label]')?.getAttribute('data-ad-label') ?? 'unknown';
    sendAdEvent('ad-click', { label, layout });
  };

  return (
    <Box
      component="aside"
      role="complementary"
      aria-label={t('ad-slot-label')}
      onClick={handleClick}
      sx={{ my: 3, minHeight: SLOT_MIN_HEIGHT }}
    >
      <AdErrorBoundary layout={layout}>
        <Ad />
      </AdErrorBoundary>
    </Box>
  );
}
