import * as React from 'react';
import { readStorage, writeStorage } from '../ui/storage';
import { sendEvent } from './tracker';
import { WEB_VITALS_SAMPLE_KEY, webVitalEvent, webVitalsSample } from './webVitals';

// The metrics belong to the page load, not to a component: watched once.
let watching = false;

/** Reports the web vitals of about 1 session in 10,000, once analytics is on. */
export function useWebVitals(analyticsOn: boolean) {
  React.useEffect(() => {
    if (!analyticsOn || watching) {
      return;
    }
    const decision = webVitalsSample(readStorage('sessionStorage', WEB_VITALS_SAMPLE_KEY), Math.random);
    writeStorage('sessionStorage', WEB_VITALS_SAMPLE_KEY, decision.stored);
    if (!decision.sampled) {
      return;
    }
    watching = true;
    // Loaded only for the sampled sessions.
    import('web-vitals')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const report = (metric: Parameters<typeof webVitalEvent>[0]) => {
          const { name, params } = webVitalEvent(metric);
          sendEvent('Web Vitals', name, undefined, params);
        };
        [onCLS, onFCP, onINP, onLCP, onTTFB].forEach((watch) => watch(report));
      })
      .catch(() => {
        // A chunk that fails to load costs the sample, never the page.
      });
  }, [analyticsOn]);
}
