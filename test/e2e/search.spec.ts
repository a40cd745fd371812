import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { CONSENT_STORAGE_KEY } from '../../src/analytics/consent';
import { RECENT_SEARCHES_KEY } from '../../src/search/recentSearches';
import { openSearchDialog } from '../../scripts/lib/openSearchDialog';

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Search/ });
const dialog = (page: Page) => page.getByRole('dialog');
const searchBox = (page: Page) => dialog(page).getByRole('searchbox');

/**
 * Types `query` and waits until the dialog shows the results of exactly that query. A page's first
 * query loads Pagefind's script, WebAssembly and index, on a demo page while its demos may still be
 * coming to life: on a loaded 2-core machine that took over 5 s once. Its speed is measured by
 * scripts/benchmark-search.mts, not here.
 */
async function search(page: Page, query: string) {
  await searchBox(page).fill(query);
  await expect(dialog(page).locator(`ul[data-query="${query.replace(/"/g, '\\"')}"]`)).toBeAttached({
    timeout: 20_000,
  });
}

/** The links the dialog lists, in order. */
const resultLinks = (page: Page) =>
  dialog(page)
    .locator('ul[data-query] a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

async function openWithButton(page: Page) {
  await openSearchDialog(page, () => searchButton(page).click());
  await expect(searchBox(page)).toBeFocused();
}

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    // The consent banner has nothing to do with these tests.
    await page.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_STORAGE_KEY);
  });

  test('the index is not requested before search opens', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) indexRequests.push(request.url());
    });
    await page.goto('/x/react-data-grid/sorting/');
    await page.waitForLoadState('networkidle');
    await searchButton(page).hover();
    await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    await openWithButton(page);
    await expect.poll(() => indexRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test('Ctrl+K and / open the dialog with the search box focused; / typed in a field does not', async ({ page }) => {
    await page.goto('/x/introduction/');
    await page.waitForLoadState('networkidle');
    await openSearchDialog(page);
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    // Opened from the page itself (nothing focused), the closed search box must not keep focus:
    // it would swallow the `/` below.
    expect(await page.evaluate(() => document.querySelector('dialog')?.contains(document.activeElement))).toBe(false);

    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    // A field of the page (an editable element, as a demo may have) keeps its slash.
    await page.evaluate(() => {
      const editable = document.createElement('div');
      editable.contentEditable = 'true';
      editable.id = 'editable-test';
      document.querySelector('main')?.append(editable);
    });
    await page.locator('#editable-test').click();
    await page.keyboard.press('/');
    await expect(page.locator('#editable-test')).toHaveText('/');
    await expect(dialog(page)).toBeHidden();
  });

  test('the button names its shortcut', async ({ page }) => {
    await page.goto('/x/introduction/');
    await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
    await expect(searchButton(page)).toContainText('Ctrl K');
  });

  test('sortModel finds the sortModel prop of the DataGrid API page', async ({ page }) => {
    await page.goto('/x/react-data-grid/');
    await openWithButton(page);
    await search(page, 'sortModel');
    await expect(dialog(page).locator('a[href="/x/api/data-grid/data-grid/#prop-sortModel"]')).toBeVisible();
    // Highlights are marks, inside the results' links.
    await expect(dialog(page).getByRole('link').locator('mark').first()).toBeVisible();
  });

  test('a word typed in part is found from the one small index chunk its first characters load', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/index/')) chunks.push(request.url());
    });
    await page.goto('/x/react-data-grid/');
    await openWithButton(page);
    await search(page, 'sortMo');
    await expect(dialog(page).locator('a[href="/x/api/data-grid/data-grid/#prop-sortModel"]')).toBeVisible();
    expect(chunks).toHaveLength(1);
    // Cut again after Pagefind wrote it (src/search/splitPagefindChunks.ts): Pagefind's own chunk
    // of these words was 27.4 kB.
    const response = await page.request.get(chunks[0]);
    expect((await response.body()).length).toBeLessThan(10_000);
  });

  test('a prop the Pro and Premium grids repeat unchanged is found once, on DataGrid', async ({ page }) => {
    await page.goto('/x/react-data-grid/');
    await openWithButton(page);
    await search(page, 'sortModel');
    await expect(dialog(page).locator('a[href="/x/api/data-grid/data-grid/#prop-sortModel"]')).toBeVisible();
    await expect(dialog(page).locator('a[href*="/data-grid-pro/#prop-sortModel"]')).toHaveCount(0);
    await expect(dialog(page).locator('a[href*="/data-grid-premium/#prop-sortModel"]')).toHaveCount(0);
    // A prop that only the Pro plan has is still found on the Pro page.
    await search(page, 'treeData');
    await expect(dialog(page).locator('a[href="/x/api/data-grid/data-grid-pro/#prop-treeData"]')).toBeVisible();
  });

  test('sortModel opens on the DataGrid API’s sortModel', async ({ page }) => {
    await page.goto('/x/introduction/');
    await openWithButton(page);
    await search(page, 'sortModel');
    expect((await resultLinks(page))[0]).toBe('/x/api/data-grid/data-grid/#prop-sortModel');
  });

  test('"row grouping" opens on the row grouping guide', async ({ page }) => {
    await page.goto('/x/introduction/');
    await openWithButton(page);
    await search(page, 'row grouping');
    expect((await resultLinks(page))[0]).toMatch(/^\/x\/react-data-grid\/row-grouping\/(#|$)/);
  });

  test('BarChart opens on BarChart, not BarChartPro', async ({ page }) => {
    await page.goto('/x/introduction/');
    await openWithButton(page);
    await search(page, 'BarChart');
    const links = await resultLinks(page);
    expect(links[0]).toMatch(/^\/x\/api\/charts\/bar-chart\/(#|$)/);
    // The Pro page is still listed, below.
    expect(links.some((href) => href.startsWith('/x/api/charts/bar-chart-pro/'))).toBe(true);
  });

  test('a misspelt name is corrected: DataGridPremum shows the results for DataGridPremium', async ({ page }) => {
    await page.goto('/x/introduction/');
    await openWithButton(page);
    await search(page, 'DataGridPremum');
    await expect(dialog(page).getByRole('status').first()).toContainText('Showing results for “DataGridPremium”');
    await expect(dialog(page).locator('ul[data-query]')).toHaveAttribute('data-corrected', 'DataGridPremium');
    expect((await resultLinks(page))[0]).toMatch(/^\/x\/api\/data-grid\/data-grid-premium\/(#|$)/);
  });

  test('nonsense gives no results, not the pages of a fragment of it', async ({ page }) => {
    await page.goto('/x/introduction/');
    await openWithButton(page);
    await search(page, 'xyzzyqq');
    await expect(dialog(page).getByRole('status').first()).toHaveText('No results for “xyzzyqq”.');
    expect(await resultLinks(page)).toEqual([]);
  });

  test('filtr gives the same results typed key by key as pasted', async ({ page, browser }) => {
    await page.goto('/x/react-data-grid/');
    await openWithButton(page);
    await search(page, 'filtr');
    const pasted = await resultLinks(page);

    // On a fresh page, typed: each keystroke loads the index pieces of what is typed so far.
    const typedPage = await browser.newPage();
    await typedPage.goto(page.url());
    await openWithButton(typedPage);
    await searchBox(typedPage).pressSequentially('filtr', { delay: 150 });
    await expect(dialog(typedPage).locator('ul[data-query="filtr"]')).toBeAttached();
    const typed = await resultLinks(typedPage);
    await typedPage.close();

    expect(pasted.length).toBeGreaterThan(0);
    expect(typed).toEqual(pasted);
    await expect(dialog(page).getByRole('status').first()).toContainText('Showing results for “filter”');
  });

  test('on /pt/, "planos" finds the plans section of the Portuguese overview', async ({ page }) => {
    await page.goto('/pt/x/introduction/');
    await page.waitForLoadState('networkidle');
    await openSearchDialog(page);
    await expect(searchBox(page)).toBeFocused();
    await search(page, 'planos');
    const links = await resultLinks(page);
    expect(links[0]).toMatch(/^\/pt\/x\/introduction\/(#|$)/);
    expect(links.slice(0, 3)).toContain('/pt/x/introduction/#planos');
  });

  test('the count is honest: "Top 6 of N pages", and Show more lists more of them', async ({ page }) => {
    await page.goto('/x/introduction/');
    await openWithButton(page);
    await search(page, 'column');
    const status = dialog(page).getByRole('status').first();
    await expect(status).toHaveText(/^Top 6 of \d+ pages$/);
    const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(12);
    await expect(dialog(page).locator('ul[data-query] > li')).toHaveCount(6);

    await dialog(page).getByRole('button', { name: 'Show more results' }).click();
    await expect(dialog(page).locator('ul[data-query] > li')).toHaveCount(12);
    await expect(status).toHaveText(`Top 12 of ${total} pages`);
  });

  test('ArrowDown and Enter open the active result', async ({ page }) => {
    await page.goto('/x/react-data-grid/');
    await openWithButton(page);
    await search(page, 'sorting');
    await expect(dialog(page).locator('a[data-active="true"]')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    const active = dialog(page).locator('a[data-active="true"]');
    const href = await active.getAttribute('href');
    expect(href).toBeTruthy();
    // The active result is announced.
    const title = await active.locator('span').first().textContent();
    await expect(dialog(page).locator('[aria-live="polite"]')).toContainText(title ?? '');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
  });

  test('Escape closes the dialog and gives focus back', async ({ page }) => {
    await page.goto('/x/react-charts/');
    await openWithButton(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    // Opened from the keyboard while a link had focus: focus returns to that link.
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await skipLink.focus();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    // With a query typed, one Escape still closes (not only clears the box).
    await page.keyboard.type('grid');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(skipLink).toBeFocused();
  });

  test("the page's product is selected first, and the others stay reachable", async ({ page }) => {
    await page.goto('/x/react-charts/');
    await openWithButton(page);
    const products = dialog(page).getByRole('group', { name: 'Product' });
    await expect(products.getByRole('button', { name: 'Charts' })).toHaveAttribute('aria-pressed', 'true');
    // A word of every product: each chip puts its own product's pages first.
    await search(page, 'custom');
    const firstGroup = dialog(page).locator('ul[data-query] > li').first();
    await expect(firstGroup).toContainText('Charts');

    await products.getByRole('button', { name: 'All products' }).click();
    await expect(products.getByRole('button', { name: 'All products' })).toHaveAttribute('aria-pressed', 'true');
    await products.getByRole('button', { name: 'Data Grid' }).click();
    await expect(dialog(page).locator('ul[data-query] > li').first()).toContainText('Data Grid');
  });

  test('a Chinese query on a Chinese page finds the Chinese installation page', async ({ page }) => {
    await page.goto('/zh/x/introduction/');
    await page.waitForLoadState('networkidle');
    // The button is named in Chinese here (搜索); the shortcut is the same.
    await expect(page.getByRole('banner').getByRole('button', { name: '搜索' })).toBeVisible();
    await openSearchDialog(page);
    await expect(searchBox(page)).toBeFocused();
    await search(page, '对等依赖');
    const links = dialog(page).locator('a[href^="/zh/x/introduction/installation/"]');
    await expect(links.first()).toBeVisible();
    // Every result stays in Chinese pages.
    const hrefs = await dialog(page)
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    expect(hrefs.every((href) => href.startsWith('/zh/'))).toBe(true);
  });

  test('a query of HTML stays text', async ({ page }) => {
    let alerted = false;
    page.on('dialog', (browserDialog) => {
      alerted = true;
      void browserDialog.dismiss();
    });
    const query = '<img src=x onerror=alert(1)>';
    await page.goto('/x/introduction/');
    await openWithButton(page);
    await search(page, query);
    await expect(searchBox(page)).toHaveValue(query);
    // Its words are searched as words (pages holding `alert` or `img` may be listed, their
    // excerpts sanitized), and the query names its results as text.
    await expect(dialog(page).locator('ul[data-query]')).toHaveAttribute('data-query', query);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(dialog(page).locator('img')).toHaveCount(0);
    expect(alerted).toBe(false);
  });

  test('a missing index gives a message in the dialog, and the dialog keeps working', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/x/introduction/');
    await openWithButton(page);
    await expect(dialog(page).getByRole('status').first()).toHaveText(/not available/);
    await searchBox(page).fill('sortModel');
    await expect(dialog(page).getByRole('status').first()).toHaveText(/not available/);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('a broken index gives a message in the dialog', async ({ page }) => {
    await page.route(/\/pagefind\/(index|fragment)\//, (route) => route.fulfill({ status: 200, body: 'broken' }));
    await page.goto('/x/introduction/');
    await openWithButton(page);
    await searchBox(page).fill('sortModel');
    await expect(dialog(page).getByRole('status').first()).toHaveText(/not available|No results/);
    await expect(searchBox(page)).toBeEditable();
  });

  test('recent searches are offered again, and a broken stored list is ignored', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, '{broken');
        sessionStorage.setItem('seeded', '1');
      }
    }, RECENT_SEARCHES_KEY);
    await page.goto('/x/react-data-grid/');
    await openWithButton(page);
    await expect(dialog(page).getByText('Recent searches')).toHaveCount(0);
    await search(page, 'pagination');
    await dialog(page).getByRole('link').first().click();
    await expect(dialog(page)).toBeHidden();

    await openWithButton(page);
    const again = dialog(page).getByRole('button', { name: 'Search again for “pagination”' });
    await expect(again).toBeVisible();
    await again.click();
    await expect(searchBox(page)).toHaveValue('pagination');
  });

  test('a page that arrives while search is open again keeps what the reader is typing', async ({ page }) => {
    await page.goto('/x/react-data-grid/');
    await openWithButton(page);
    await search(page, 'pagination');
    const first = dialog(page).getByRole('link').first();
    const target = new URL((await first.getAttribute('href'))!, page.url()).pathname;
    // The chosen page's data is held back until the reader has opened search again and typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const dataOfTarget = (url: URL) =>
      url.pathname.startsWith('/_next/data/') && url.pathname.endsWith(`${target.replace(/\/$/, '')}.json`);
    await page.route(dataOfTarget, async (route) => {
      await held;
      await route.continue();
    });
    await first.click();
    await expect(dialog(page)).toBeHidden();
    await openWithButton(page);
    await searchBox(page).fill('sorting');
    release();
    await expect(page).toHaveURL(new RegExp(`${target}(#.*)?$`));
    await expect(searchBox(page)).toHaveValue('sorting');
    await expect(dialog(page)).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open dialog has no serious axe violation in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/x/react-data-grid/');
      await expect(page.locator('body')).toHaveClass(new RegExp(`mode-${colorScheme}`));
      await openWithButton(page);
      await search(page, 'filter');
      await page.keyboard.press('ArrowDown');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe('search under the service worker', { tag: '@integration' }, () => {
  test('finds results while the worker controls the page, and keeps no copy of the index', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_STORAGE_KEY);
    await page.goto('/x/react-data-grid/');
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
      .toBe(true);
    await openWithButton(page);
    await search(page, 'sortModel');
    await expect(dialog(page).getByRole('link').first()).toBeVisible();
    const cachedIndexFiles = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname.startsWith('/pagefind/')) urls.push(request.url);
        }
      }
      return urls;
    });
    expect(cachedIndexFiles).toEqual([]);
  });
});
