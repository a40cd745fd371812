import { expect, test } from './fixtures';
import {
  AD_PAGE,
  FEED_ORIGIN,
  FEED_URL,
  SCRIPT_URL,
  SLOT,
  fixRandom,
  layoutShifts,
  recordLayoutShifts,
  serveAdNetwork,
} from './adTestHelpers';

// These tests run against the integration build (out-integration/), whose ad network points at
// fake hosts that `serveAdNetwork` serves through route interception. Service workers are
// blocked so that every request of the page stays visible to those routes.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('ads with the network on', { tag: '@integration' }, () => {
  test.use({ serviceWorkers: 'block' });

  test.describe('image layout with the network script', () => {
    test('a network ad shows in the slot, its links sponsored and opening a new tab', async ({ page }) => {
      await fixRandom(page, 0.5);
      const requests = await serveAdNetwork(page);
      await page.goto(AD_PAGE);
      const slot = page.getByRole(SLOT.role, { name: SLOT.name });
      const link = slot.getByRole('link', { name: /builds that finish before your coffee/ });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('rel', 'sponsored noopener');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', 'https://advertiser.example.test/');
      expect(requests.urls).toContain(SCRIPT_URL);
      expect(requests.urls).not.toContain(FEED_URL);
    });

    test('a blocked script leads to the appeal or an in-house ad', async ({ page }) => {
      await fixRandom(page, 0.5);
      await serveAdNetwork(page, { script: 'block' });
      await page.goto(AD_PAGE);
      const slot = page.getByRole(SLOT.role, { name: SLOT.name });
      // Ad blocker assumed at the seventh poll, 3 s after the script was injected.
      const inHouse = slot.locator('a[rel="sponsored noopener"][href^="/x/"]');
      await expect(inHouse.or(slot.getByText('Ad blocker detected'))).toBeVisible({ timeout: 10_000 });
      await expect(inHouse).toBeVisible();
      await expect(slot.locator('img')).toHaveJSProperty('naturalWidth', 130);
    });

    test('with the random draw under 20%, a blocked script shows the appeal', async ({ page }) => {
      await fixRandom(page, 0.5, 0.1);
      await serveAdNetwork(page, { script: 'block' });
      await page.goto(AD_PAGE);
      const slot = page.getByRole(SLOT.role, { name: SLOT.name });
      await expect(slot.getByText('Ad blocker detected')).toBeVisible({ timeout: 10_000 });
      await expect(slot.getByRole('link')).toHaveCount(0);
    });

    test('the appeal is in the reader language', async ({ page }) => {
      await fixRandom(page, 0.5, 0.1);
      await serveAdNetwork(page, { script: 'block' });
      await page.goto(`/zh${AD_PAGE}`);
      const slot = page.getByRole(SLOT.role, { name: '广告' });
      await expect(slot.getByText('检测到广告拦截器')).toBeVisible({ timeout: 10_000 });
    });

    test('the sponsor placeholder is replaced by an in-house ad', async ({ page }) => {
      await fixRandom(page, 0.5);
      await serveAdNetwork(page);
      await page.route(SCRIPT_URL, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: `var s = document.getElementById('_carbonads_js'); var ad = document.createElement('div');
  ad.id = 'carbonads'; ad.innerHTML = '<a href="https://mui.com/material-ui/discover-more/backers/">Sponsor us</a>';
  s.after(ad);`,
        }),
      );
      await page.goto(AD_PAGE);
      const slot = page.getByRole(SLOT.role, { name: SLOT.name });
      await expect(slot.locator('a[rel="sponsored noopener"][href^="/x/"]')).toBeVisible();
      await expect(slot.getByRole('link', { name: 'Sponsor us' })).toBeHidden();
    });
  });

  test.describe('inline layout with the network feed', () => {
    const FEED = {
      ads: [
        {},
        { company: 'No statlink', description: 'Not usable' },
        {
          company: 'Acme Cloud',
          description: '<img src=x onerror="window.__adInjected=1"><b>Deploy</b> on push',
          image: `${FEED_ORIGIN}/logo.svg`,
          statlink: 'https://advertiser.example.test/acme',
          statimp: `${FEED_ORIGIN}/impression/acme?t=[timestamp]`,
          timestamp: '1700000000',
        },
      ],
    };

    test('the first usable entry shows, its HTML as text, with its impression pixel fired once', async ({ page }) => {
      await fixRandom(page, 0.1);
      const requests = await serveAdNetwork(page, { feed: FEED });
      await page.goto(AD_PAGE);
      const slot = page.getByRole(SLOT.role, { name: SLOT.name });
      const link = slot.getByRole('link', { name: 'Acme Cloud' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', 'https://advertiser.example.test/acme');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener');
      await expect(slot).toContainText('<img src=x onerror="window.__adInjected=1"><b>Deploy</b> on push');
      await expect(slot.locator('b')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __adInjected?: number }).__adInjected)).toBeUndefined();
      await expect
        .poll(() => requests.urls.filter((url) => url.includes('/impression/')))
        .toEqual([`${FEED_ORIGIN}/impression/acme?t=1700000000`]);
      expect(requests.urls).not.toContain(SCRIPT_URL);
    });

    test('a feed that fails to load leaves the slot empty', async ({ page }) => {
      await fixRandom(page, 0.1);
      await serveAdNetwork(page);
      await page.route(FEED_URL, (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto(AD_PAGE);
      const slot = page.getByRole(SLOT.role, { name: SLOT.name });
      await page.waitForLoadState('networkidle');
      await expect(slot).toBeEmpty();
    });
  });

  test.describe('bots', () => {
    test.use({ userAgent: GOOGLEBOT });

    test('a bot user agent sees no slot content and loads nothing from the ad network', async ({ page }) => {
      await fixRandom(page, 0.5);
      const requests = await serveAdNetwork(page);
      await page.goto(AD_PAGE);
      const slot = page.getByRole(SLOT.role, { name: SLOT.name });
      await expect(slot).toBeAttached();
      // Past the ad-block verdict (3 s) and the network's own delay: nothing may have arrived.
      await page.waitForTimeout(4000);
      await expect(slot).toBeEmpty();
      expect(requests.urls).toEqual([]);
    });
  });

  const SHIFT_FEED = {
    ads: [
      {
        company: 'Acme Cloud',
        description: 'Deploy on push, with previews for every branch and rollbacks in one click.',
        image: `${FEED_ORIGIN}/logo.svg`,
        statlink: 'https://advertiser.example.test/acme',
      },
    ],
  };

  const ARRIVALS = [
    { name: 'a network ad', random: 0.5, script: 'serve', arrived: 'a.carbon-text' },
    { name: 'an in-house ad after a blocked script', random: 0.5, script: 'block', arrived: 'a[href^="/x/"]' },
    { name: 'a feed ad', random: 0.1, script: 'serve', arrived: 'a[href="https://advertiser.example.test/acme"]' },
  ] as const;

  for (const viewport of [
    { width: 1280, height: 800, minHeight: 126 },
    { width: 375, height: 740, minHeight: 142 },
  ]) {
    test.describe(`layout shift at ${viewport.width} px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const arrival of ARRIVALS) {
        test(`the slot's layout shift is 0 when ${arrival.name} arrives`, async ({ page }) => {
          await fixRandom(page, arrival.random);
          await serveAdNetwork(page, { script: arrival.script, feed: SHIFT_FEED });
          await recordLayoutShifts(page);
          await page.goto(AD_PAGE);
          const slot = page.getByRole(SLOT.role, { name: SLOT.name });
          expect((await slot.boundingBox())?.height).toBe(viewport.minHeight);
          await expect(slot.locator(arrival.arrived)).toBeVisible({ timeout: 10_000 });
          // Two frames, so the observer has every shift of the ad's arrival.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          expect((await slot.boundingBox())?.height).toBe(viewport.minHeight);
          const fromSlot = (await layoutShifts(page)).filter((shift) => shift.fromSlot && !shift.hadRecentInput);
          expect(fromSlot.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
        });
      }
    });
  }
});
