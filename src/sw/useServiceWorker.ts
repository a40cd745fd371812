import * as React from 'react';
import { useDocsConfig } from '../layout/DocsProvider';
import { firstPageCacheUrls, SERVICE_WORKER_URL, shouldRegisterServiceWorker } from './registration';
import { handleServiceWorkerUpdates } from './updateFlow';

/** Registers the docs service worker (production, docs host only) and applies its updates. */
export function useServiceWorker() {
  const { docsHost } = useDocsConfig();

  React.useEffect(() => {
    const supported = 'serviceWorker' in navigator;
    if (
      !shouldRegisterServiceWorker({
        nodeEnv: process.env.NODE_ENV,
        hostname: window.location.hostname,
        docsHost,
        supported,
      })
    ) {
      return undefined;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    const wasControlled = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then((registration) => {
        if (cancelled) {
          return;
        }
        stop = handleServiceWorkerUpdates({
          registration,
          container: navigator.serviceWorker,
          hasFocus: () => document.hasFocus(),
          reload: () => window.location.reload(),
        });
        // A page the worker did not serve (the first visit) is handed over to be cached.
        if (wasControlled) {
          return;
        }
        const worker = registration.active ?? registration.waiting ?? registration.installing;
        const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
        worker?.postMessage({
          type: 'CACHE_URLS',
          urls: firstPageCacheUrls(window.location.href, resources, registration.scope),
        });
      })
      .catch(() => {
        // No worker: the site works as a plain website.
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [docsHost]);
}
