import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtPageUrls, dealInto } from './siteUrls';

/**
 * Opens every page of a product, as listed by the sitemap, brings every demo to life and checks
 * that nothing went wrong: no console error, no uncaught exception, no alert in the content.
 * A few tests per product (parts of at most PAGES_PER_PART pages); a product joins by adding a
 * line to PRODUCTS.
 */
const PRODUCTS: Array<{ name: string; prefix: string; translated: boolean }> = [
  { name: 'data grid', prefix: '/x/react-data-grid/', translated: false },
  { name: 'pickers', prefix: '/x/react-date-pickers/', translated: false },
  { name: 'charts', prefix: '/x/react-charts/', translated: false },
  { name: 'tree view', prefix: '/x/react-tree-view/', translated: true },
  { name: 'introduction', prefix: '/x/introduction/', translated: true },
  { name: 'blog', prefix: '/blog/', translated: false },
];

/** The other languages of the site, whose pages live under /<code>/. */
const LANGUAGES = ['zh', 'pt'];

/** Budget per page: load, scroll to every demo and wait for each to load its code. */
const MS_PER_PAGE = 10_000;

/**
 * The one console error the commercial packages log on purpose without a license key
 * (@mui/x-license, showMissingLicenseKeyError): "MUI X: Missing license key." framed by asterisks.
 */
const isMissingLicenseKeyMessage = (text: string) => text.includes('MUI X: Missing license key.');

function productUrls(prefix: string, translated: boolean): string[] {
  const prefixes = [prefix, ...(translated ? LANGUAGES.map((code) => `/${code}${prefix}`) : [])];
  // The API tabs of component pages hold tables, no demos: the API reference's own tests cover them.
  return builtPageUrls().filter(
    (url) => prefixes.some((candidate) => url.startsWith(candidate)) && !/\/(components|hooks)-api\/$/.test(url),
  );
}

/** Scrolls every demo of the page into view, one after the other, until each has gone live. */
async function bringDemosToLife(page: Page) {
  const frames = await page.locator('.demo').all();
  for (const frame of frames) {
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.locator('.demo-live'), `demo ${await frame.getAttribute('data-demo')}`).toHaveAttribute(
      'data-demo-state',
      'live',
    );
  }
}

/** Pages per test: a product's pages are dealt into parts that the two workers share. */
const PAGES_PER_PART = 20;

for (const product of PRODUCTS) {
  const urls = productUrls(product.prefix, product.translated);
  const parts = Math.max(1, Math.ceil(urls.length / PAGES_PER_PART));
  for (const [part, partUrls] of dealInto(urls, parts).entries()) {
    test(`crawl ${product.name}, part ${part + 1} of ${parts}: every page and demo loads without console errors, page errors or alerts`, async ({
      page,
    }) => {
      expect(partUrls.length, `sitemap pages under ${product.prefix}`).toBeGreaterThan(0);
      test.setTimeout(30_000 + partUrls.length * MS_PER_PAGE);

      let current = '';
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' && !isMissingLicenseKeyMessage(message.text())) {
          problems.push(`${current}: console error: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));

      for (const url of partUrls) {
        current = url;
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await page.waitForLoadState('networkidle');
        await bringDemosToLife(page);
        const alerts = await page.locator('main [role="alert"]').allTextContents();
        for (const text of alerts) problems.push(`${url}: role="alert" in main: ${text.trim().slice(0, 200)}`);
      }
      expect(problems).toEqual([]);
    });
  }
}
