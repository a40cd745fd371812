import { firstPageCacheUrls } from './firstPageCacheUrls';
import { SERVICE_WORKER_URL } from './registration';
import { handleServiceWorkerUpdates } from './updateFlow';

/**
 * Registers the docs worker, applies its updates, and hands it the page it did not see load
 * (the first visit) to be cached. Resolves to the removal of the update listeners.
 */
export async function registerServiceWorker(): Promise<() => void> {
  const container = navigator.serviceWorker;
  const wasControlled = Boolean(container.controller);
  const registration = await container.register(SERVICE_WORKER_URL);
  const stop = handleServiceWorkerUpdates({
    registration,
    container,
    hasFocus: () => document.hasFocus(),
    reload: () => window.location.reload(),
  });
  if (!wasControlled) {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
    worker?.postMessage({
      type: 'CACHE_URLS',
      urls: firstPageCacheUrls(window.location.href, resources, registration.scope),
    });
  }
  return stop;
}
