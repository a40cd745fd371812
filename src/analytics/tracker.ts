import type { ClickEvent } from './clickEvents';
import type { PageViewPayload } from './pageView';
import type { UserProperties } from './userProperties';

/** Extra parameters of an event: what GA accepts as event parameter values. */
export type EventParams = Record<string, string | number | boolean | undefined>;

type Command = ['event', string, Record<string, unknown>] | ['set', 'user_properties', UserProperties];

let state: 'off' | 'loading' | 'on' = 'off';
// Commands sent while react-ga4 loads, replayed once it has.
let queued: Command[] = [];
let gtag: ((...command: Command) => void) | null = null;

function send(...command: Command) {
  if (state === 'on' && gtag) {
    gtag(...command);
  } else if (state === 'loading') {
    queued.push(command);
  }
}

/**
 * Loads Google's tag and starts measuring. Called only once the reader has consented;
 * before that every function below does nothing, so nothing is queued either. react-ga4
 * itself is loaded here, so readers who never consent never download it.
 */
export function startAnalytics(measurementId: string): void {
  if (state !== 'off') {
    return;
  }
  state = 'loading';
  import('react-ga4')
    .then(({ default: ReactGA }) => {
      // The page views are ours (after each route change), not gtag's automatic one.
      ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
      gtag = (...command) => ReactGA.gtag(...command);
      state = 'on';
      queued.forEach((command) => gtag?.(...command));
      queued = [];
    })
    .catch(() => {
      // Without its code analytics stays off; the site is unaffected.
      state = 'off';
      queued = [];
    });
}

/**
 * Sends an event (ad display, ad click, a tracked click, …). A no-op while analytics is off,
 * so any part of the site may call it unconditionally.
 */
export function sendEvent(category: string, action: string, label?: string, params?: EventParams): void {
  send('event', action, { event_category: category, ...(label ? { event_label: label } : {}), ...params });
}

export function sendClickEvent({ category, action, label }: ClickEvent): void {
  sendEvent(category, action, label);
}

export function sendPageView(payload: PageViewPayload): void {
  send('event', 'page_view', { ...payload });
}

export function setUserProperties(properties: UserProperties): void {
  send('set', 'user_properties', properties);
}
