import type { Page, Response } from '@playwright/test';

/**
 * Collects the body of every script the page fetches from now on. `read()` gives those fetched so
 * far; `stop()` ends the collecting first. A body still being read when the test ends fails the
 * test ("response.text: Test ended"), so the last read of a test is a `stop()`.
 */
export function collectScriptBodies(page: Page) {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  };
  page.on('response', onResponse);
  return {
    read: () => Promise.all(bodies),
    stop: () => {
      page.off('response', onResponse);
      return Promise.all(bodies);
    },
  };
}
