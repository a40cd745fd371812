import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../../src/deploy/headersFile';
import { CONSENT_STORAGE_KEY } from '../../src/analytics/consent';
import { sha256Source } from '../../src/deploy/deployFiles.server';
import { executableInlineScripts, scriptHashSources } from '../../src/deploy/inlineScripts';
import { AD_PAGE, FEED_ORIGIN, SCRIPT_URL, SLOT, fixRandom, serveAdNetwork } from './adTestHelpers';
import { expectNoViolations, recordViolations } from './cspViolations';
import { expect, test } from './fixtures';
import { openSearchDialog } from '../../scripts/lib/openSearchDialog';

/**
 * The site runs under the headers the build wrote (out/_headers, served by scripts/serve.mts):
 * each kind of page is visited and used, and any Content-Security-Policy violation the browser
 * reports fails the test.
 */

/** Opens a page, checks it came with the policy, and waits until it has loaded what it loads by itself. */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, `${url} is served without the build's policy`).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  return policy;
}

/** Every inline script of the HTML as served is one the policy allows by its hash. */
async function expectInlineScriptsAllowed(page: Page, url: string, policy: string) {
  const html = await (await page.request.get(url)).text();
  const allowed = scriptHashSources(policy);
  const scripts = executableInlineScripts(html);
  expect(scripts.length, `${url} has no inline script to check`).toBeGreaterThan(0);
  for (const body of scripts) {
    expect(allowed.has(sha256Source(body)), `not allowed by the policy: ${body.slice(0, 80)}`).toBe(true);
  }
}

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Search/ });

/** Each kind of page of the site and what a reader does there. */
const PAGE_KINDS: Array<{ kind: string; url: string; use?: (page: Page) => Promise<void> }> = [
  { kind: 'landing page', url: '/' },
  { kind: 'text page', url: '/x/introduction/installation/' },
  {
    kind: 'demo page, its demos live',
    url: '/x/react-data-grid/sorting/',
    use: async (page) => {
      const demos = page.locator('.demo .demo-live');
      for (let index = 0; index < Math.min(3, await demos.count()); index += 1) {
        await demos.nth(index).scrollIntoViewIfNeeded();
        await expect(demos.nth(index)).toHaveAttribute('data-demo-state', 'live', { timeout: 15_000 });
      }
      await expect(page.getByRole('grid').first()).toBeVisible();
    },
  },
  { kind: 'API page', url: '/x/api/data-grid/data-grid/' },
  {
    kind: 'search, opened and used',
    url: '/x/react-data-grid/',
    use: async (page) => {
      await openSearchDialog(page, () => searchButton(page).click());
      await page.getByRole('dialog').getByRole('searchbox').fill('sortModel');
      await expect(
        page.getByRole('dialog').locator('a[href="/x/api/data-grid/data-grid/#prop-sortModel"]'),
      ).toBeVisible();
    },
  },
  { kind: 'blog', url: '/blog/' },
  { kind: 'version list', url: '/versions/' },
  {
    kind: 'error decoder',
    url: '/production-error/?code=1&args[]=a',
  },
  { kind: 'page not found', url: '/x/no-such-page/' },
  { kind: 'page in Chinese', url: '/zh/x/react-data-grid/sorting/' },
  {
    kind: 'size snapshot',
    url: '/size-snapshot/',
    use: async (page) => {
      await page.getByRole('button', { name: /^Export/ }).click();
      await page.getByLabel('Name', { exact: true }).fill('DataGrid');
      await expect(page.locator('#size-x-data-grid-DataGrid')).toBeVisible();
    },
  },
];

test.describe('Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_STORAGE_KEY);
  });

  for (const { kind, url, use } of PAGE_KINDS) {
    test(`no violation on a ${kind} (${url})`, async ({ page }) => {
      const violations = await recordViolations(page);
      const policy = await open(page, url);
      await use?.(page);
      await expectNoViolations(page, violations);
      await expectInlineScriptsAllowed(page, url, policy);
    });
  }

  test('the build wrote out/_headers and deploy/nginx.conf, and the server sends exactly those headers', async ({
    request,
  }) => {
    expect(fs.existsSync(path.join(process.cwd(), 'deploy', 'nginx.conf'))).toBe(true);
    const rules = parseHeadersFile(fs.readFileSync(path.join(process.cwd(), 'out', '_headers'), 'utf8'));
    const html = await (await request.get('/')).text();
    const chunk = /<script[^>]*src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeTruthy();
    for (const [url, status] of [
      ['/', 200],
      ['/x/react-data-grid/sorting/', 200],
      [chunk!, 200],
      ['/x/sw.js', 200],
      ['/size-snapshot.json', 200],
      ['/x/no-such-page/', 404],
      ['/_headers', 404],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(status);
      const expected = Object.fromEntries(
        Object.entries(headersForPath(rules, new URL(url, 'http://site').pathname)).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      );
      const sent = response.headers();
      expect(Object.keys(expected).length).toBeGreaterThan(5);
      for (const [name, value] of Object.entries(expected)) expect(sent[name], `${name} of ${url}`).toBe(value);
    }
  });

  test('an inline script injected into a page is blocked and reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await open(page, '/x/introduction/installation/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect.poll(violations.events).toEqual([expect.stringMatching(/^script-src-elem: inline /)]);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});

test.describe('Content-Security-Policy with analytics and ads on', { tag: '@integration' }, () => {
  /** Google's tag as the analytics tests fake it: read the queue, send each command. */
  const FAKE_GTAG = `(() => {
    const layer = (window.dataLayer = window.dataLayer || []);
    const send = (command) => fetch('https://www.google-analytics.com/g/collect', {
      method: 'POST', mode: 'no-cors', body: JSON.stringify(Array.from(command)),
    });
    layer.forEach(send);
    const push = layer.push.bind(layer);
    layer.push = (...commands) => { commands.forEach(send); return push(...commands); };
  })();`;

  async function serveAnalytics(page: Page): Promise<string[]> {
    const hits: string[] = [];
    await page.route(
      (url) => /(^|\.)(googletagmanager|google-analytics)\.com$/.test(url.hostname),
      async (route) => {
        hits.push(route.request().url());
        if (new URL(route.request().url()).pathname === '/gtag/js') {
          await route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG });
        } else {
          await route.fulfill({ status: 204 });
        }
      },
    );
    return hits;
  }

  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'analytics'), CONSENT_STORAGE_KEY);
  });

  for (const { kind, url, use } of PAGE_KINDS) {
    test(`no violation on a ${kind} (${url})`, async ({ page }) => {
      const analytics = await serveAnalytics(page);
      await serveAdNetwork(page);
      const violations = await recordViolations(page);
      const policy = await open(page, url);
      await use?.(page);
      // Google's tag loaded and reported, under the policy.
      await expect.poll(() => analytics.some((hit) => hit.includes('/g/collect'))).toBe(true);
      await expectNoViolations(page, violations);
      await expectInlineScriptsAllowed(page, url, policy);
    });
  }

  test("the ad network's script and its image ad load under the policy", async ({ page }) => {
    await serveAnalytics(page);
    await fixRandom(page, 0.5);
    const requests = await serveAdNetwork(page);
    const violations = await recordViolations(page);
    await open(page, AD_PAGE);
    await expect(page.getByRole(SLOT.role, { name: SLOT.name }).locator('#carbonads img')).toBeVisible({
      timeout: 10_000,
    });
    expect(requests.urls).toContain(SCRIPT_URL);
    await expectNoViolations(page, violations);
  });

  test("the ad network's feed and its inline ad load under the policy", async ({ page }) => {
    await serveAnalytics(page);
    await fixRandom(page, 0.1);
    const requests = await serveAdNetwork(page, {
      feed: {
        ads: [
          {
            company: 'Acme Cloud',
            description: 'Deploy on push',
            image: `${FEED_ORIGIN}/logo.svg`,
            statlink: 'https://advertiser.example.test/acme',
            statimp: `${FEED_ORIGIN}/impression/acme?t=[timestamp]`,
            timestamp: '1700000000',
          },
        ],
      },
    });
    const violations = await recordViolations(page);
    await open(page, AD_PAGE);
    await expect(
      page.getByRole(SLOT.role, { name: SLOT.name }).getByRole('link', { name: 'Acme Cloud' }),
    ).toBeVisible();
    await expect.poll(() => requests.urls.some((url) => url.includes('/impression/'))).toBe(true);
    await expectNoViolations(page, violations);
  });
});
