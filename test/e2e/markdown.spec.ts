import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtPageUrls } from './siteUrls';

/** Pages whose content is the frame's (landing, versions, error decoder): they publish no Markdown. */
const WITHOUT_MARKDOWN = new Set(['/', '/versions/', '/production-error/']);
const isEnglish = (url: string) => !/^\/(zh|pt)\//.test(url);
const markdownOf = (pageUrl: string) => `${pageUrl.replace(/\/$/, '')}.md`;
const demoSource = (file: string) => fs.readFileSync(path.join(process.cwd(), 'data', file), 'utf8');

async function llmsLinks(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  return [...(await response.text()).matchAll(/^- \[[^\n]*?\]\((\/[^)\s]+\.md)\): \S/gm)].map((match) => match[1]);
}

/** Every URL's status and content type, a few requests at a time. */
async function fetchAll(request: APIRequestContext, urls: string[]) {
  const results: Array<{ url: string; status: number; type: string | undefined }> = [];
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const response = await request.head(url);
      results.push({ url, status: response.status(), type: response.headers()['content-type'] });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return results;
}

test.describe('Markdown for readers and tools', () => {
  test('/llms.txt lists every English page of the sitemap that has content of its own, each once', async ({
    request,
  }) => {
    const links = await llmsLinks(request);
    const expected = builtPageUrls()
      .filter((url) => isEnglish(url) && !WITHOUT_MARKDOWN.has(url))
      .map(markdownOf);
    expect(expected.length).toBeGreaterThan(150);
    expect(new Set(links).size).toBe(links.length);
    expect([...links].sort()).toEqual([...expected].sort());
  });

  test('every page linked from /llms.txt, and every translated page, answers 200 as Markdown', async ({ request }) => {
    test.setTimeout(120_000);
    const translated = builtPageUrls()
      .filter((url) => !isEnglish(url) && !WITHOUT_MARKDOWN.has(url.slice(3)))
      .map(markdownOf);
    const urls = [...(await llmsLinks(request)), ...translated];
    expect(urls.length).toBeGreaterThan(400);
    const failed = (await fetchAll(request, urls)).filter(
      (result) => result.status !== 200 || result.type !== 'text/markdown; charset=utf-8',
    );
    expect(failed).toEqual([]);
  });

  test("the sorting page's Markdown holds its prose and its demos' sources, in TypeScript and in JavaScript", async ({
    request,
  }) => {
    const typescript = await (await request.get('/x/react-data-grid/sorting.md')).text();
    expect(typescript).toMatch(/^# Sorting\n\nSort rows by clicking column headers/);
    expect(typescript).toContain(
      `\`\`\`tsx title="InitialSortGrid.tsx"\n${demoSource('data-grid/sorting/InitialSortGrid.tsx')}`,
    );
    expect(typescript).toContain(`\`\`\`ts title="products.ts"\n${demoSource('data-grid/sorting/products.ts')}`);
    expect(typescript).toContain('> [!NOTE]\n> The free `DataGrid` sorts by one column at a time');
    expect(typescript).not.toContain('{{"demo"');

    const javascript = await (await request.get('/x/react-data-grid/sorting.js.md')).text();
    expect(javascript).toContain(
      `\`\`\`jsx title="InitialSortGrid.js"\n${demoSource('data-grid/sorting/InitialSortGrid.js')}`,
    );
    expect(javascript).not.toContain('interface Runner');

    const llmsFull = await request.get('/llms-full.txt');
    expect(llmsFull.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await llmsFull.text()).toContain(`Source: /x/react-data-grid/sorting/\n\n${typescript}`);
  });

  test.describe('Copy page', () => {
    async function open(page: Page, url: string) {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.clock.install();
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    }

    const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

    test('copies the page as Markdown in the chosen code variant, shows Copied and reverts', async ({ page }) => {
      await open(page, '/x/react-data-grid/sorting/');
      // Named "Copy page", then "Copied" while copied.
      const button = page.getByRole('main').getByRole('button', { name: /^Cop(y page|ied)$/ });
      await button.click();
      await expect(button).toHaveText('Copied');
      const typescript = await readClipboard(page);
      expect(typescript).toMatch(/^# Sorting\n/);
      expect(typescript).toContain(demoSource('data-grid/sorting/InitialSortGrid.tsx'));
      await page.clock.runFor(1200);
      await expect(button).toHaveText('Copy page');

      // The reader picks JavaScript in a demo's toolbar: the page's copy follows.
      await page
        .locator('.demo[data-demo="data-grid/sorting/InitialSortGrid"]')
        .getByRole('button', { name: 'JS' })
        .click();
      await button.click();
      await expect(button).toHaveText('Copied');
      const javascript = await readClipboard(page);
      expect(javascript).toContain(demoSource('data-grid/sorting/InitialSortGrid.js'));
      expect(javascript).not.toContain('interface Runner');
    });

    test('copies the demos in the chosen styling', async ({ page }) => {
      await open(page, '/x/react-data-grid/style/#tailwind-ShipmentStatusGrid.js');
      await page.getByRole('main').getByRole('button', { name: 'Copy page' }).click();
      await expect(page.getByRole('main').getByRole('button', { name: 'Copied' })).toBeVisible();
      const markdown = await readClipboard(page);
      expect(markdown).toContain(demoSource('data-grid/style/tailwind/ShipmentStatusGrid.js'));
      expect(markdown).not.toContain(demoSource('data-grid/style/ShipmentStatusGrid.js'));
    });
  });
});
