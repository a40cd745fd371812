/**
 * @jest-environment node
 */
import vm from 'node:vm';
import { compileWorker } from './compileWorker.server';

const ORIGIN = 'https://mui.com';
const BUILD_ID = 'lz4k2-0a1b2c3d';
// The worker as the build writes it to /x/sw.js.
const WORKER_SOURCE = compileWorker(BUILD_ID);

type Handler = (event: FakeEvent) => void;

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}

interface FakeEvent {
  request?: FakeRequest;
  data?: unknown;
  respondWith: jest.Mock;
  waitUntil: jest.Mock;
}

/** Cache storage in memory, keyed by URL, as the worker uses it. */
class FakeCaches {
  stores = new Map<string, Map<string, Response>>();
  failing = false;

  async open(name: string) {
    if (this.failing) throw new Error('cache storage unavailable');
    if (!this.stores.has(name)) this.stores.set(name, new Map());
    const store = this.stores.get(name)!;
    return {
      put: async (key: string, response: Response) => {
        store.set(key, response);
      },
      match: async (key: string) => store.get(key)?.clone(),
    };
  }

  async keys() {
    return [...this.stores.keys()];
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }
}

/** Loads the worker source into a fake worker scope, as the browser would. */
function loadWorker() {
  const handlers = new Map<string, Handler>();
  const caches = new FakeCaches();
  const fetchMock = jest.fn<Promise<Response>, [FakeRequest | string]>();
  const scope = {
    location: new URL(`${ORIGIN}/x/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: jest.fn(),
    clients: { claim: jest.fn(async () => undefined) },
  };
  vm.runInNewContext(WORKER_SOURCE, { self: scope, caches, fetch: fetchMock, URL, console });

  const dispatch = (type: string, init: Partial<FakeEvent>) => {
    const event: FakeEvent = { respondWith: jest.fn(), waitUntil: jest.fn(), ...init };
    handlers.get(type)!(event);
    return event;
  };
  /** The response the worker gives, or `null` when it leaves the request to the network. */
  const respond = async (request: FakeRequest): Promise<Response | null> => {
    const event = dispatch('fetch', { request });
    if (event.respondWith.mock.calls.length === 0) return null;
    const response = await event.respondWith.mock.calls[0][0];
    await Promise.all(event.waitUntil.mock.calls.map(([promise]) => promise));
    return response;
  };
  const settle = async (event: FakeEvent) => {
    await Promise.all(event.waitUntil.mock.calls.map(([promise]) => promise));
  };
  return { caches, fetchMock, scope, dispatch, respond, settle };
}

const page = (pathname: string): FakeRequest => ({ url: `${ORIGIN}${pathname}`, method: 'GET', mode: 'navigate' });
const asset = (pathname: string): FakeRequest => ({ url: `${ORIGIN}${pathname}`, method: 'GET', mode: 'no-cors' });
const html = (body: string) => new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } });

describe('service worker', () => {
  it('is compiled to a classic script that names its build, and refuses an id that is not one', () => {
    expect(WORKER_SOURCE).not.toMatch(/^\s*(import|export)\b/m);
    expect(WORKER_SOURCE).toContain(JSON.stringify(BUILD_ID));
    expect(WORKER_SOURCE).not.toContain('__BUILD_ID__');
    expect(() => compileWorker('x"; alert(1); "')).toThrow('is not a build id');
  });

  describe('pages', () => {
    it('go to the network first, even when a copy is cached', async () => {
      const worker = loadWorker();
      worker.fetchMock.mockResolvedValueOnce(html('version 1'));
      expect(await (await worker.respond(page('/x/react-charts/')))!.text()).toBe('version 1');
      worker.fetchMock.mockResolvedValueOnce(html('version 2'));
      expect(await (await worker.respond(page('/x/react-charts/')))!.text()).toBe('version 2');
    });

    it('come from the cache when the network is down', async () => {
      const worker = loadWorker();
      worker.fetchMock.mockResolvedValueOnce(html('read online'));
      await worker.respond(page('/x/react-charts/'));
      worker.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      expect(await (await worker.respond(page('/x/react-charts/')))!.text()).toBe('read online');
    });

    it('fail as the network does when offline and never visited', async () => {
      const worker = loadWorker();
      worker.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(worker.respond(page('/x/never-visited/'))).rejects.toThrow('Failed to fetch');
    });

    it('are not kept when the answer is an error', async () => {
      const worker = loadWorker();
      worker.fetchMock.mockResolvedValueOnce(new Response('missing', { status: 404 }));
      await worker.respond(page('/x/gone/'));
      worker.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(worker.respond(page('/x/gone/'))).rejects.toThrow('Failed to fetch');
    });

    it('are still served from the network when the cache is broken', async () => {
      const worker = loadWorker();
      worker.caches.failing = true;
      worker.fetchMock.mockResolvedValueOnce(html('fresh'));
      expect(await (await worker.respond(page('/x/react-charts/')))!.text()).toBe('fresh');
    });
  });

  describe('Markdown and text files', () => {
    const fetched = (pathname: string): FakeRequest => ({ url: `${ORIGIN}${pathname}`, method: 'GET', mode: 'cors' });
    const markdown = (body: string) =>
      new Response(body, { status: 200, headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });

    it('go to the network first and are kept, with their content type, for copying offline', async () => {
      const worker = loadWorker();
      worker.fetchMock.mockResolvedValueOnce(markdown('# Sorting v1'));
      await worker.respond(fetched('/x/react-data-grid/sorting.js.md'));
      worker.fetchMock.mockResolvedValueOnce(markdown('# Sorting v2'));
      expect(await (await worker.respond(fetched('/x/react-data-grid/sorting.js.md')))!.text()).toBe('# Sorting v2');
      worker.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const offline = (await worker.respond(fetched('/x/react-data-grid/sorting.js.md')))!;
      expect(await offline.text()).toBe('# Sorting v2');
      expect(offline.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    });

    it('include llms.txt', async () => {
      const worker = loadWorker();
      worker.fetchMock.mockResolvedValueOnce(new Response('# MUI X', { headers: { 'Content-Type': 'text/plain' } }));
      await worker.respond(fetched('/llms.txt'));
      worker.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      expect(await (await worker.respond(fetched('/llms.txt')))!.text()).toBe('# MUI X');
    });
  });

  describe('hashed static files', () => {
    it('are fetched once, then served from the cache', async () => {
      const worker = loadWorker();
      worker.fetchMock.mockResolvedValueOnce(new Response('chunk'));
      expect(await (await worker.respond(asset('/_next/static/chunks/a1b2.js')))!.text()).toBe('chunk');
      expect(await (await worker.respond(asset('/_next/static/chunks/a1b2.js')))!.text()).toBe('chunk');
      expect(worker.fetchMock).toHaveBeenCalledTimes(1);
    });

    it('include the site data scripts of each language', async () => {
      const worker = loadWorker();
      worker.fetchMock.mockResolvedValueOnce(new Response('site data'));
      expect(await (await worker.respond(asset('/_site/zh.0123abcd.js')))!.text()).toBe('site data');
      expect(await (await worker.respond(asset('/_site/zh.0123abcd.js')))!.text()).toBe('site data');
      expect(worker.fetchMock).toHaveBeenCalledTimes(1);
    });

    it('fall through to the network when the cache fails', async () => {
      const worker = loadWorker();
      worker.caches.failing = true;
      worker.fetchMock.mockResolvedValue(new Response('chunk'));
      expect(await (await worker.respond(asset('/_next/static/chunks/a1b2.js')))!.text()).toBe('chunk');
    });
  });

  it('leaves every other request to the network', async () => {
    const worker = loadWorker();
    const others: FakeRequest[] = [
      { url: `${ORIGIN}/static/error-codes.json`, method: 'GET', mode: 'cors' },
      { url: `${ORIGIN}/x/react-charts/`, method: 'POST', mode: 'navigate' },
      { url: 'https://www.google-analytics.com/g/collect', method: 'GET', mode: 'no-cors' },
      { url: 'https://cdn.example.com/_next/static/a.js', method: 'GET', mode: 'no-cors' },
      { url: 'not a url', method: 'GET', mode: 'navigate' },
      { url: undefined as unknown as string, method: 'GET', mode: 'navigate' },
    ];
    for (const request of others) {
      expect(await worker.respond(request)).toBeNull();
    }
    expect(worker.fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the search index to the network: it is fetched on demand, never kept', async () => {
    const worker = loadWorker();
    const index: FakeRequest[] = [
      { url: `${ORIGIN}/pagefind/pagefind.js`, method: 'GET', mode: 'cors' },
      { url: `${ORIGIN}/pagefind/pagefind-entry.json?ts=1`, method: 'GET', mode: 'cors' },
      { url: `${ORIGIN}/pagefind/index/en_1234567.pf_index`, method: 'GET', mode: 'cors' },
      { url: `${ORIGIN}/pagefind/fragment/zh_1234567.pf_fragment`, method: 'GET', mode: 'cors' },
    ];
    for (const request of index) {
      expect(await worker.respond(request)).toBeNull();
    }
    expect(worker.fetchMock).not.toHaveBeenCalled();
  });

  it('skips waiting when the page tells it to', () => {
    const worker = loadWorker();
    worker.dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(worker.scope.skipWaiting).toHaveBeenCalledTimes(1);
    worker.dispatch('message', { data: 'SKIP_WAITING' });
    worker.dispatch('message', { data: null });
    expect(worker.scope.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('caches the first page and its files when asked, on its own origin only', async () => {
    const worker = loadWorker();
    worker.fetchMock.mockImplementation(async (url) => new Response(`body of ${url}`));
    const event = worker.dispatch('message', {
      data: {
        type: 'CACHE_URLS',
        urls: [`${ORIGIN}/x/react-charts/`, `${ORIGIN}/_next/static/chunks/a.js`, 'https://evil.example/x.js', 42],
      },
    });
    await worker.settle(event);
    expect(worker.fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${ORIGIN}/x/react-charts/`,
      `${ORIGIN}/_next/static/chunks/a.js`,
    ]);
    worker.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await (await worker.respond(page('/x/react-charts/')))!.text()).toBe(`body of ${ORIGIN}/x/react-charts/`);
    expect(await (await worker.respond(asset('/_next/static/chunks/a.js')))!.text()).toBe(
      `body of ${ORIGIN}/_next/static/chunks/a.js`,
    );
  });

  it('on activation, drops older builds’ files, keeps visited pages, and takes control', async () => {
    const worker = loadWorker();
    worker.caches.stores.set('mui-x-docs-static-OLDBUILD', new Map());
    worker.caches.stores.set(`mui-x-docs-static-${BUILD_ID}`, new Map());
    worker.caches.stores.set('mui-x-docs-pages', new Map());
    worker.caches.stores.set('someone-else', new Map());
    await worker.settle(worker.dispatch('activate', {}));
    expect([...worker.caches.stores.keys()].sort()).toEqual([
      'mui-x-docs-pages',
      `mui-x-docs-static-${BUILD_ID}`,
      'someone-else',
    ]);
    expect(worker.scope.clients.claim).toHaveBeenCalled();
  });
});
