import * as React from 'react';
import { CONSENT_STORAGE_KEY, consentState, isDoNotTrack, parseConsent, type ConsentChoice } from './consent';
import { readStorage, writeStorage } from '../ui/storage';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab answering counts here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

// Kept for this page's life when storage is blocked, so the banner still goes away.
let unsavedChoice: ConsentChoice | null = null;

const readStored = () => parseConsent(readStorage('localStorage', CONSENT_STORAGE_KEY)) ?? unsavedChoice;

const readDoNotTrack = () =>
  isDoNotTrack({
    navigatorDoNotTrack: navigator.doNotTrack,
    windowDoNotTrack: (window as Window & { doNotTrack?: string }).doNotTrack,
  });

// `undefined` on the server and while hydrating: the answer is only known in the browser,
// so neither the banner nor analytics starts before then.
const unknownOnServer = () => undefined;

export interface Consent {
  showBanner: boolean;
  analyticsOn: boolean;
  choose: (choice: ConsentChoice) => void;
}

function choose(choice: ConsentChoice) {
  unsavedChoice = choice;
  writeStorage('localStorage', CONSENT_STORAGE_KEY, choice);
  listeners.forEach((listener) => listener());
}

/** The reader's consent to analytics, from Do Not Track and the stored answer. */
export function useConsent(measurementId: string): Consent {
  const stored = React.useSyncExternalStore<ConsentChoice | null | undefined>(subscribe, readStored, unknownOnServer);
  const doNotTrack = React.useSyncExternalStore<boolean | undefined>(subscribe, readDoNotTrack, unknownOnServer);
  if (stored === undefined || doNotTrack === undefined) {
    return { showBanner: false, analyticsOn: false, choose };
  }
  return { ...consentState({ measurementId, doNotTrack, stored }), choose };
}
