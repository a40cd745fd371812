import * as React from 'react';
import { registerAdEventSink } from '../ads/adEvents';
import type { ProductInfo } from '../nav/productInfo';
import { sendAdEventToAnalytics } from './adEventsToAnalytics';
import { GA_MEASUREMENT_ID } from './analyticsConfig';
import { listenToClicks } from './clickEvents';
import ConsentBanner from './ConsentBanner';
import { sendClickEvent, startAnalytics } from './tracker';
import { useConsent } from './useConsent';
import { usePageViews } from './usePageViews';
import { useUserProperties } from './useUserProperties';
import { useWebVitals } from './useWebVitals';

/**
 * Analytics for the whole site: the consent banner, then (only with the reader's consent)
 * page views, user properties, tracked clicks and sampled web vitals. Loaded and rendered
 * only in a build with a measurement id (see `ANALYTICS_CONFIGURED`).
 */
export default function Analytics({ productInfo }: { productInfo: ProductInfo }) {
  const { showBanner, analyticsOn, choose } = useConsent(GA_MEASUREMENT_ID);

  // Declared first: the effects below send through the tracker it starts.
  React.useEffect(() => {
    if (analyticsOn) {
      startAnalytics(GA_MEASUREMENT_ID);
    }
  }, [analyticsOn]);
  useUserProperties(analyticsOn);
  usePageViews(analyticsOn, productInfo);
  React.useEffect(() => (analyticsOn ? listenToClicks(document, sendClickEvent) : undefined), [analyticsOn]);
  React.useEffect(() => (analyticsOn ? registerAdEventSink(sendAdEventToAnalytics) : undefined), [analyticsOn]);
  useWebVitals(analyticsOn);

  return showBanner ? <ConsentBanner onChoose={choose} /> : null;
}
