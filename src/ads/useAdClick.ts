import type * as React from 'react';
import { sendAdEvent } from './adEvents';
import { useAdSession } from './useAdSession';

/**
 * The click handler of an ad's root element: a click on any link inside it (ours, or the
 * network's markup) is a click on the ad labelled `label`.
 */
export function useAdClick(label: string): (event: React.MouseEvent<HTMLElement>) => void {
  const { layout } = useAdSession();
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && event.currentTarget.contains(link)) {
      sendAdEvent('ad-click', { label, layout });
    }
  };
}
