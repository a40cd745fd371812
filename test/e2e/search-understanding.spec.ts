// The search reads a query as a reader means it (src/search/understandQuery.ts and the reranking
// of searchResults.ts): one test per kind of query, with queries of their own (none is in the
// relevance sets of test/search/, so that these tests do not pass by tuning).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONSENT_STORAGE_KEY } from '../../src/analytics/consent';
import { openSearchDialog } from '../../scripts/lib/openSearchDialog';

const dialog = (page: Page) => page.getByRole('dialog');

/** Opens search on `from` and returns the links listed for `query`, in order. */
async function linksFor(page: Page, from: string, query: string): Promise<string[]> {
  await page.goto(from);
  await page.waitForLoadState('networkidle');
  await openSearchDialog(page);
  await dialog(page).getByRole('searchbox').fill(query);
  const list = dialog(page).locator(`ul[data-query="${query.replace(/"/g, '\\"')}"]`);
  await expect(list).toBeAttached();
  return list.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The pages of `links`, in the order they are first reached. */
const pagesOf = (links: readonly string[]) => [...new Set(links.map((href) => href.split('#')[0]))];

test.describe('search understands the query', () => {
  test.beforeEach(async ({ page }) => {
    // The consent banner has nothing to do with these tests.
    await page.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_STORAGE_KEY);
  });

  test('a question in plain words: its question words and filler are ignored', async ({ page }) => {
    const pages = pagesOf(await linksFor(page, '/x/introduction/', 'how can I sort the rows of my grid'));
    expect(pages[0]).toBe('/x/react-data-grid/sorting/');
  });

  test("other words than the page's: a guide's keywords find it", async ({ page }) => {
    const pages = pagesOf(await linksFor(page, '/x/introduction/', 'frozen columns'));
    expect(pages[0]).toBe('/x/react-data-grid/column-pinning/');
  });

  test('a typo in a two-word query is corrected word by word', async ({ page }) => {
    const pages = pagesOf(await linksFor(page, '/x/introduction/', 'row selction'));
    expect(pages[0]).toBe('/x/react-data-grid/row-selection/');
    await expect(dialog(page).getByText(/Showing results for/)).toContainText(/row selection/i);
  });

  test('a task phrase opens on the guide that teaches it, not on an API page', async ({ page }) => {
    const pages = pagesOf(await linksFor(page, '/x/introduction/', 'reorder columns'));
    expect(pages[0]).toBe('/x/react-data-grid/column-ordering/');
  });

  test('an exact identifier opens on its API entry', async ({ page }) => {
    const links = await linksFor(page, '/x/introduction/', 'getRowClassName');
    expect(links[0]).toBe('/x/api/data-grid/data-grid/#prop-getRowClassName');
  });

  test("a name several products share: the best of each product, the reader's product first", async ({ page }) => {
    const fromPickers = pagesOf(await linksFor(page, '/x/react-date-pickers/', 'localeText'));
    expect(fromPickers[0]).toMatch(/^\/x\/api\/date-pickers\//);
    const products = fromPickers.slice(0, 3).map((url) => url.split('/')[3]);
    expect(new Set(products).size).toBeGreaterThan(1);
  });

  test('a concept shared by every product opens on the common guide', async ({ page }) => {
    const pages = pagesOf(await linksFor(page, '/x/react-charts/', 'slots'));
    expect(pages[0]).toBe('/x/common-concepts/custom-components/');
  });

  test('a Portuguese query reaches its page', async ({ page }) => {
    const pages = pagesOf(await linksFor(page, '/pt/x/introduction/', 'gráfico de rosca'));
    expect(pages[0]).toBe('/pt/x/react-charts/pie/');
  });

  test('a Chinese query without spaces reaches its translated page', async ({ page }) => {
    const pages = pagesOf(await linksFor(page, '/zh/x/introduction/', '报告缺陷'));
    expect(pages[0]).toBe('/zh/x/introduction/support/');
  });

  test('on a translated page, translated pages come before English fallbacks', async ({ page }) => {
    const pages = pagesOf(await linksFor(page, '/zh/x/introduction/', '安装'));
    // The pages written in Chinese (data/**/*-zh.md).
    const translated = new Set(
      [
        'introduction/',
        'introduction/installation/',
        'introduction/licensing/',
        'introduction/roadmap/',
        'introduction/support/',
        'react-data-grid/',
        'react-data-grid/quickstart/',
        'react-date-pickers/',
        'react-date-pickers/getting-started/',
        'react-charts/',
        'react-charts/getting-started/',
        'react-tree-view/',
        'react-tree-view/getting-started/',
      ].map((path) => `/zh/x/${path}`),
    );
    expect(translated.has(pages[0])).toBe(true);
    const firstFallback = pages.findIndex((url) => !translated.has(url));
    const translatedAfterFallback = firstFallback >= 0 && pages.slice(firstFallback).some((url) => translated.has(url));
    expect(translatedAfterFallback).toBe(false);
  });
});
