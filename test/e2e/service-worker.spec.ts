import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONSENT_STORAGE_KEY } from '../../src/analytics/consent';
import { INTEGRATION_OUT_DIR } from './integrationEnv';

/** Resolves once the worker controls the page and holds a copy of it. */
async function waitForOfflineCopy(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          Boolean(navigator.serviceWorker.controller && (await caches.match(window.location.href.replace(/#.*$/, '')))),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test.describe('service worker', { tag: '@integration' }, () => {
  // In order, in one worker: two tests change files of the served site for a while.
  test.describe.configure({ mode: 'default' });

  test.beforeEach(async ({ page }) => {
    // The consent banner has nothing to do with these tests.
    await page.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_STORAGE_KEY);
  });

  test('is generated with the id of the build it belongs to', async ({ request }) => {
    const staticDir = path.join(INTEGRATION_OUT_DIR, '_next', 'static');
    const buildId = fs
      .readdirSync(staticDir)
      .find((name) => fs.existsSync(path.join(staticDir, name, '_buildManifest.js')));
    expect(buildId).toBeTruthy();
    const response = await request.get('/x/sw.js');
    expect(response.ok()).toBe(true);
    expect(await response.text()).toContain(`const BUILD_ID = ${JSON.stringify(buildId)};`);
  });

  test('a visited page loads offline; a page never visited does not', async ({ page, context }) => {
    await page.goto('/x/react-charts/bars/');
    const title = await page.locator('h1').first().textContent();
    await waitForOfflineCopy(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1').first()).toHaveText(title ?? '');
    await expect(page.goto('/x/react-charts/gauge/')).rejects.toThrow();
    await context.setOffline(false);
  });

  test('after the site changes, an online reload shows the new page, and offline keeps it', async ({
    page,
    context,
  }) => {
    const file = path.join(INTEGRATION_OUT_DIR, 'x', 'react-charts', 'lines', 'index.html');
    const original = fs.readFileSync(file, 'utf8');
    try {
      await page.goto('/x/react-charts/lines/');
      await waitForOfflineCopy(page);
      await expect(page.locator('#site-changed')).toHaveCount(0);

      // A new deploy of this page.
      fs.writeFileSync(file, original.replace('</body>', '<p id="site-changed">new deploy</p></body>'));
      await page.reload();
      await expect(page.locator('#site-changed')).toHaveText('new deploy');

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('#site-changed')).toHaveText('new deploy');
      await context.setOffline(false);
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  test("a new deploy's worker takes over at once and the page reloads", async ({ page }) => {
    const file = path.join(INTEGRATION_OUT_DIR, 'x', 'sw.js');
    const original = fs.readFileSync(file, 'utf8');
    try {
      await page.goto('/x/react-charts/pie/');
      await waitForOfflineCopy(page);
      // A later visit, served by the worker: the situation in which a deploy's update arrives.
      await page.reload();
      await expect(page.locator('h1').first()).toBeVisible();
      await page.evaluate(() => {
        (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
      });

      fs.writeFileSync(file, original.replace(/const BUILD_ID = "[^"]*";/, 'const BUILD_ID = "next-deploy";'));
      // The page reloads for the new worker only once its document has focus (updateFlow.ts): give
      // it the focus, so the test does not depend on which page the browser focused last.
      await page.bringToFront();
      const reloaded = page.waitForEvent('load');
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration('/x/'))?.update();
      });
      await reloaded;
      expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await page.evaluate(() => caches.has('mui-x-docs-static-next-deploy'))).toBe(true);
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});
