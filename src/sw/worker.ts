// The documentation's service worker. scripts/generate-service-worker.mts compiles it
// (compileWorker.server.ts) to /x/sw.js with the build id filled in, so every deploy ships a
// changed worker. It is type-checked on its own, against the worker's globals (tsconfig.sw.json).
declare const self: ServiceWorkerGlobalScope;
/** This build's id, defined when the worker is compiled. */
declare const __BUILD_ID__: string;
const BUILD_ID = __BUILD_ID__;

const CACHE_PREFIX = 'mui-x-docs-';
/** Hashed files of this build (scripts, styles, each language's site data, demo sources): never change, so served from the cache first. */
const STATIC_CACHE = `${CACHE_PREFIX}static-${BUILD_ID}`;
/**
 * Pages the reader visited, refreshed on every online visit, for reading offline; with them the
 * Markdown and text files fetched from the site (a page's Markdown, copied with "Copy page";
 * llms.txt), kept with the content type the server gave them.
 */
const PAGES_CACHE = `${CACHE_PREFIX}pages`;

function isHashedAsset(url: URL): boolean {
  return (
    url.pathname.startsWith('/_next/static/') ||
    url.pathname.startsWith('/_site/') ||
    url.pathname.startsWith('/_demos/')
  );
}

function isPublishedText(url: URL): boolean {
  return /\.(md|txt)$/.test(url.pathname);
}

/** 'page', 'asset' or null (not ours to answer: the browser goes to the network). */
function requestKind(request: Request): 'page' | 'asset' | null {
  try {
    if (request.method !== 'GET') {
      return null;
    }
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) {
      return null;
    }
    if (request.mode === 'navigate' || isPublishedText(url)) {
      return 'page';
    }
    return isHashedAsset(url) ? 'asset' : null;
  } catch {
    return null;
  }
}

async function store(cacheName: string, key: string, response: Response): Promise<void> {
  try {
    const cache = await caches.open(cacheName);
    await cache.put(key, response);
  } catch {
    // A full or unavailable cache only costs offline reading.
  }
}

/** Lets the worker live until `promise` settles; never fails the response being served. */
function keepAlive(event: ExtendableEvent, promise: Promise<unknown>): void {
  try {
    event.waitUntil(promise);
  } catch {
    // Too late to extend: the copy finishes if the worker is still running.
  }
}

async function cached(cacheName: string, key: string): Promise<Response | undefined> {
  try {
    const cache = await caches.open(cacheName);
    return await cache.match(key);
  } catch {
    return undefined;
  }
}

// Network first: a reader online always gets the current page; the copy is for offline.
async function pageResponse(event: FetchEvent): Promise<Response> {
  const { request } = event;
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await cached(PAGES_CACHE, request.url);
    if (copy) {
      return copy;
    }
    throw error;
  }
  // Redirects and errors (not `ok`) are never kept.
  if (response.ok) {
    keepAlive(event, store(PAGES_CACHE, request.url, response.clone()));
  }
  return response;
}

async function assetResponse(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const copy = await cached(STATIC_CACHE, request.url);
  if (copy) {
    return copy;
  }
  const response = await fetch(request);
  if (response.ok) {
    keepAlive(event, store(STATIC_CACHE, request.url, response.clone()));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request);
  if (kind === 'page') {
    event.respondWith(pageResponse(event));
  } else if (kind === 'asset') {
    // Anything failing on the cache side still ends with the network's answer.
    event.respondWith(assetResponse(event).catch(() => fetch(event.request)));
  }
});

/** Caches what the page that registered the worker loaded before the worker existed. */
async function cacheUrls(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map(async (href) => {
      try {
        const url = new URL(href);
        if (url.origin !== self.location.origin) {
          return;
        }
        const response = await fetch(url.href);
        if (response.ok) {
          await store(isHashedAsset(url) ? STATIC_CACHE : PAGES_CACHE, url.href, response);
        }
      } catch {
        // Skipped: cached on its next visit instead.
      }
    }),
  );
}

/** A page's message: anything may arrive, so its shape is checked before use. */
interface PageMessage {
  type?: unknown;
  urls?: unknown;
}

self.addEventListener('message', (event) => {
  const data = event.data as PageMessage | null | undefined;
  if (data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (data && data.type === 'CACHE_URLS' && Array.isArray(data.urls)) {
    event.waitUntil(cacheUrls(data.urls.filter((url): url is string => typeof url === 'string')));
  }
});

// The previous builds' hashed files are no longer referenced by any current page.
async function removeOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== STATIC_CACHE && name !== PAGES_CACHE)
      .map((name) => caches.delete(name)),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    removeOldCaches()
      .catch(() => undefined)
      .then(() => self.clients.claim()),
  );
});

export {};
