/** localStorage key holding the reader's answer to the consent banner. */
export const CONSENT_STORAGE_KEY = 'mui-x-docs-analytics-consent';

/** `analytics`: measurement allowed. `essential`: only what the site needs to work. */
export type ConsentChoice = 'analytics' | 'essential';

/** The stored answer, or `null` when there is none or it is not one we wrote. */
export function parseConsent(stored: string | null | undefined): ConsentChoice | null {
  return stored === 'analytics' || stored === 'essential' ? stored : null;
}

interface DoNotTrackSources {
  navigatorDoNotTrack?: string | null;
  windowDoNotTrack?: string | null;
}

/** Browsers report Do Not Track as '1' (older ones as 'yes') on `navigator` or `window`. */
export function isDoNotTrack({ navigatorDoNotTrack, windowDoNotTrack }: DoNotTrackSources): boolean {
  return [navigatorDoNotTrack, windowDoNotTrack].some((value) => value === '1' || value === 'yes');
}

export interface ConsentInput {
  /** Empty when analytics is not configured for this build. */
  measurementId: string;
  doNotTrack: boolean;
  stored: ConsentChoice | null;
}

export interface ConsentState {
  showBanner: boolean;
  analyticsOn: boolean;
}

/**
 * Analytics runs only in a build with a measurement id, for a reader who asked for it and
 * does not send Do Not Track. Do Not Track is an answer already: no banner is shown.
 */
export function consentState({ measurementId, doNotTrack, stored }: ConsentInput): ConsentState {
  if (!measurementId || doNotTrack) {
    return { showBanner: false, analyticsOn: false };
  }
  return { showBanner: stored === null, analyticsOn: stored === 'analytics' };
}
