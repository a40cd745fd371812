import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { CONSENT_STORAGE_KEY as CONSENT_KEY } from '../../src/analytics/consent';
import { WEB_VITALS_SAMPLE_KEY } from '../../src/analytics/webVitals';
import { AD_PAGE, SLOT, fixRandom, serveAdNetwork } from './adTestHelpers';
import { INTEGRATION_ENV } from './integrationEnv';
const COLLECT_URL = 'https://www.google-analytics.com/g/collect';

/**
 * Stands in for Google's tag (never fetched: no test reaches the network). Like the real
 * one, it reads the commands queued in `dataLayer` and sends each to the collect endpoint,
 * here as the JSON of the command's arguments.
 */
const FAKE_GTAG = `(() => {
  const send = (command) => fetch('${COLLECT_URL}', {
    method: 'POST', mode: 'no-cors', keepalive: true, body: JSON.stringify(Array.from(command)),
  });
  const layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(send);
  const push = layer.push.bind(layer);
  layer.push = (...commands) => { commands.forEach(send); return push(...commands); };
})();`;

type Command = [string, string, Record<string, unknown>?];

interface Analytics {
  /** Every request made to a Google Analytics host, script included. */
  requests: string[];
  /** The commands the tag sent to the collect endpoint. */
  hits: Command[];
}

/** Intercepts the Google Analytics hosts: records every request, serves the fake tag. */
async function interceptAnalytics(page: Page): Promise<Analytics> {
  const analytics: Analytics = { requests: [], hits: [] };
  await page.route(
    (url) => /(^|\.)(googletagmanager|google-analytics)\.com$/.test(url.hostname),
    async (route) => {
      const request = route.request();
      analytics.requests.push(request.url());
      if (new URL(request.url()).pathname === '/gtag/js') {
        await route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG });
        return;
      }
      const body = request.postData();
      if (body) analytics.hits.push(JSON.parse(body) as Command);
      await route.fulfill({ status: 204 });
    },
  );
  return analytics;
}

const pageViews = (analytics: Analytics) =>
  analytics.hits.filter(([command, name]) => command === 'event' && name === 'page_view').map(([, , params]) => params);

/**
 * The analytics code is loaded after hydration: on a busy 2-core CI machine running two
 * browsers, the first thing it shows (banner, page view) can take longer than the default 5 s.
 */
const READY = { timeout: 15_000 };

/**
 * Long enough for anything the page would send on load: its scripts (the analytics chunk
 * included) have loaded once the network is idle, and the page view waits only 100 ms.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

test.describe('analytics', { tag: '@integration' }, () => {
  test('sends nothing before the reader consents', async ({ page }) => {
    const analytics = await interceptAnalytics(page);
    await page.goto('/x/react-data-grid/sorting/');
    await expect(page.getByRole('region', { name: 'Help us improve these docs' })).toBeVisible(READY);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'tracked';
      button.dataset.gaEventCategory = 'test';
      document.body.append(button);
      button.click();
    });
    await settle(page);
    expect(analytics.requests).toEqual([]);
  });

  test('after consent by keyboard, a page view carries the title, canonical location and product ids', async ({
    page,
  }) => {
    const analytics = await interceptAnalytics(page);
    await page.goto('/zh/x/react-data-grid/sorting/#sorting-a-column');
    const banner = page.getByRole('region', { name: '帮助我们改进文档' });
    const allow = banner.getByRole('button', { name: '允许统计' });
    await expect(allow).toBeVisible(READY);
    for (let presses = 0; presses < 10 && !(await allow.evaluate((button) => button === document.activeElement));) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(allow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();

    await expect
      .poll(() => analytics.requests.some((url) => url.includes(`id=${INTEGRATION_ENV.NEXT_PUBLIC_GA_MEASUREMENT_ID}`)))
      .toBe(true);
    await expect.poll(() => pageViews(analytics).length, READY).toBe(1);
    const origin = new URL(page.url()).origin;
    expect(pageViews(analytics)[0]).toEqual({
      page_title: await page.title(),
      page_location: `${origin}/x/react-data-grid/sorting/`,
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('analytics');

    const userProperties = analytics.hits.find(([command, name]) => command === 'set' && name === 'user_properties');
    expect(userProperties?.[2]).toMatchObject({ language: 'zh', code_variant: 'TS', pixel_ratio: '1.0' });

    // A route change inside the app is one more page view, with the new page's title.
    await page.locator('nav[aria-label] a[href="/zh/x/react-data-grid/quickstart/"]').first().click();
    await expect(page).toHaveURL(/\/zh\/x\/react-data-grid\/quickstart\/$/);
    await expect.poll(() => pageViews(analytics).length).toBe(2);
    expect(pageViews(analytics)[1]).toMatchObject({
      page_title: await page.title(),
      page_location: `${origin}/x/react-data-grid/quickstart/`,
    });
    expect(pageViews(analytics)[1]?.page_title).not.toBe(pageViews(analytics)[0]?.page_title);
  });

  test('a click on an element with data-ga-event-category sends its event', async ({ page }) => {
    const analytics = await interceptAnalytics(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'analytics'), CONSENT_KEY);
    await page.goto('/x/react-charts/bars/');
    await expect.poll(() => pageViews(analytics).length, READY).toBe(1);
    await page.evaluate(() => {
      const tracked = document.createElement('a');
      tracked.href = '#tracked';
      tracked.dataset.gaEventCategory = 'ad';
      tracked.dataset.gaEventAction = 'click';
      tracked.dataset.gaEventLabel = 'in-house';
      tracked.innerHTML = '<span id="tracked-child">tracked</span>';
      const neverSent = document.createElement('button');
      neverSent.id = 'never-sent';
      neverSent.dataset.gaEventCategory = 'sampled-out';
      neverSent.dataset.gaEventSplit = '0';
      neverSent.textContent = 'sampled out';
      document.querySelector('main')?.append(tracked, neverSent);
    });
    await page.locator('#never-sent').click();
    await page.locator('#tracked-child').click();
    await expect
      .poll(() => analytics.hits.filter(([command]) => command === 'event').map(([, name, params]) => [name, params]))
      .toContainEqual(['click', { event_category: 'ad', event_label: 'in-house' }]);
    expect(analytics.hits.some(([, , params]) => params?.event_category === 'sampled-out')).toBe(false);
  });

  for (const [draw, outcome] of [
    ['1', 'reports its metrics'],
    ['0', 'reports none'],
  ] as const) {
    test(`a session ${draw === '1' ? 'drawn into' : 'left out of'} the web-vitals sample ${outcome}`, async ({
      page,
    }) => {
      const analytics = await interceptAnalytics(page);
      await page.addInitScript(
        ([consentKey, sampleKey, sampled]) => {
          localStorage.setItem(consentKey, 'analytics');
          sessionStorage.setItem(sampleKey, sampled);
        },
        [CONSENT_KEY, WEB_VITALS_SAMPLE_KEY, draw],
      );
      await page.goto('/x/react-charts/bars/');
      await expect.poll(() => pageViews(analytics).length, READY).toBe(1);
      const vitals = () =>
        analytics.hits
          .filter(([command, , params]) => command === 'event' && params?.event_category === 'Web Vitals')
          .map(([, name]) => name);
      if (draw === '1') {
        await expect.poll(vitals).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
      } else {
        await settle(page);
        expect(vitals()).toEqual([]);
      }
    });
  }

  test('with Do Not Track, shows no banner and sends nothing, even with a stored consent', async ({ page }) => {
    const analytics = await interceptAnalytics(page);
    await page.addInitScript((key) => {
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
      localStorage.setItem(key, 'analytics');
    }, CONSENT_KEY);
    await page.goto('/x/react-data-grid/sorting/');
    await expect(page.locator('#main-content')).toBeVisible();
    await settle(page);
    await expect(page.getByRole('region', { name: 'Help us improve these docs' })).toHaveCount(0);
    expect(analytics.requests).toEqual([]);
  });

  test('"Essential only" is remembered: no banner on the next page, nothing sent', async ({ page }) => {
    const analytics = await interceptAnalytics(page);
    await page.goto('/x/react-charts/bars/');
    const banner = page.getByRole('region', { name: 'Help us improve these docs' });
    await banner.getByRole('button', { name: 'Essential only' }).click(READY);
    await expect(banner).toBeHidden();
    await page.goto('/x/react-data-grid/sorting/');
    await expect(page.locator('#main-content')).toBeVisible();
    await settle(page);
    await expect(banner).toHaveCount(0);
    expect(analytics.requests).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the consent banner has no serious accessibility violations (${mode})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: mode });
      await page.goto('/x/react-data-grid/sorting/');
      const banner = page.getByRole('region', { name: 'Help us improve these docs' });
      await expect(banner).toBeVisible(READY);
      expect(await seriousAxeViolations(page, '[aria-labelledby="analytics-consent-title"]')).toEqual([]);
    });
  }
  test.describe('with the ads', () => {
    test.use({ serviceWorkers: 'block' });

    test('a click on an in-house ad reaches analytics as an ads event with its layout', async ({ page }) => {
      const analytics = await interceptAnalytics(page);
      await page.addInitScript((key) => localStorage.setItem(key, 'analytics'), CONSENT_KEY);
      await fixRandom(page, 0.5);
      await serveAdNetwork(page, { script: 'block' });
      await page.goto(AD_PAGE);
      await expect.poll(() => pageViews(analytics).length, READY).toBe(1);
      const inHouse = page
        .getByRole(SLOT.role, { name: SLOT.name })
        .locator('a[rel="sponsored noopener"][href^="/x/"]');
      await expect(inHouse).toBeVisible({ timeout: 10_000 });
      await inHouse.click();
      await expect
        .poll(() => analytics.hits.filter(([command, name]) => command === 'event' && name === 'ad-click'))
        .toContainEqual([
          'event',
          'ad-click',
          expect.objectContaining({ event_category: 'ads', ad_layout: 'image', event_label: expect.any(String) }),
        ]);
    });
  });
});
