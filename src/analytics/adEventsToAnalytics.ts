import type { AdEventName, AdEventParams } from '../ads/adEvents';
import { sendEvent } from './tracker';

/** Ad events (display, click, crash) as analytics events of the `ads` category. */
export function sendAdEventToAnalytics(name: AdEventName, { label, layout }: AdEventParams): void {
  sendEvent('ads', name, label, layout ? { ad_layout: layout } : undefined);
}
