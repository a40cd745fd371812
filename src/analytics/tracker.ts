import ReactGA from 'react-ga4';
import type { ClickEvent } from './clickEvents';
import type { PageViewPayload } from './pageView';
import type { UserProperties } from './userProperties';

/** Extra parameters of an event: what GA accepts as event parameter values. */
export type EventParams = Record<string, string | number | boolean | undefined>;

let started = false;

/**
 * Loads Google's tag and starts measuring. Called only once the reader has consented;
 * before that every function below does nothing, so nothing is queued either.
 */
export function startAnalytics(measurementId: string): void {
  if (started) {
    return;
  }
  // The page views are ours (after each route change), not gtag's automatic one.
  ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
  started = true;
}

export function isAnalyticsOn(): boolean {
  return started;
}

/**
 * Sends an event (ad display, ad click, a tracked click, …). A no-op while analytics is off,
 * so any part of the site may call it unconditionally.
 */
export function sendEvent(category: string, action: string, label?: string, params?: EventParams): void {
  if (!started) {
    return;
  }
  ReactGA.gtag('event', action, { event_category: category, ...(label ? { event_label: label } : {}), ...params });
}

export function sendClickEvent({ category, action, label }: ClickEvent): void {
  sendEvent(category, action, label);
}

export function sendPageView(payload: PageViewPayload): void {
  if (started) {
    ReactGA.gtag('event', 'page_view', payload);
  }
}

export function setUserProperties(properties: UserProperties): void {
  if (started) {
    ReactGA.gtag('set', 'user_properties', properties);
  }
}
