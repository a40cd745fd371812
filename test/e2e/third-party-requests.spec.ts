import { ICON_FONT_STYLESHEET } from '../../src/iconFont/loadIconFont';
import { expect, test } from './fixtures';

// The default build: no measurement id, no ad network, no license key, docs host mui.com.
test.describe('default configuration', () => {
  for (const url of [
    '/',
    '/x/introduction/',
    '/x/react-data-grid/sorting/',
    '/x/react-date-pickers/',
    '/x/react-charts/bars/',
    '/x/react-tree-view/',
    '/zh/x/react-data-grid/quickstart/',
    '/versions/',
    '/production-error/?code=1',
    '/no-such-page/',
  ]) {
    test(`${url} makes no request to any other host`, async ({ page, externalRequests }) => {
      await page.goto(url);
      // The last thing a page loads: the icon font, after the load event.
      await expect(page.locator(`link[href="${ICON_FONT_STYLESHEET}"]`)).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(externalRequests).toEqual([]);
    });
  }

  test('shows no consent banner and registers no service worker', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await expect(page.locator(`link[href="${ICON_FONT_STYLESHEET}"]`)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Help us improve these docs' })).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  });

  test('loads the icon font from our own origin after the page, not in the server HTML', async ({ page, request }) => {
    const html = await (await request.get('/x/introduction/')).text();
    expect(html).not.toContain(ICON_FONT_STYLESHEET);
    await page.goto('/x/introduction/');
    const link = page.locator(`link[rel="stylesheet"][href="${ICON_FONT_STYLESHEET}"]`);
    await expect(link).toHaveCount(1);
    expect(new URL(await link.evaluate((element: HTMLLinkElement) => element.href)).origin).toBe(
      new URL(page.url()).origin,
    );
  });
});
