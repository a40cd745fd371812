import * as React from 'react';
import { useDocsConfig } from '../config/DocsConfigContext';
import { shouldRegisterServiceWorker } from './registration';

/** Registers the docs service worker (production, docs host only) and applies its updates. */
export function useServiceWorker() {
  const { docsHost } = useDocsConfig();

  React.useEffect(() => {
    const conditions = {
      nodeEnv: process.env.NODE_ENV,
      hostname: window.location.hostname,
      docsHost,
      supported: 'serviceWorker' in navigator,
    };
    if (!shouldRegisterServiceWorker(conditions)) {
      return undefined;
    }
    let stop: (() => void) | undefined;
    let unmounted = false;
    // Loaded only where the worker registers.
    import('./registerServiceWorker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .then((removeListeners) => {
        if (unmounted) {
          removeListeners();
        } else {
          stop = removeListeners;
        }
      })
      .catch(() => {
        // No worker: the site works as a plain website.
      });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [docsHost]);
}
