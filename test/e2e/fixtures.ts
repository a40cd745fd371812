import { test as base, expect } from '@playwright/test';

/**
 * Every test runs offline: requests to any host but the local server are aborted and
 * recorded, so a test can also assert that none were made.
 */
export const test = base.extend<{ externalRequests: string[] }>({
  externalRequests: async ({ context }, provide) => {
    const external: string[] = [];
    await context.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => {
        external.push(route.request().url());
        return route.abort();
      },
    );
    await provide(external);
  },
  page: async ({ page, externalRequests }, provide) => {
    void externalRequests;
    await provide(page);
  },
});

export { expect };
