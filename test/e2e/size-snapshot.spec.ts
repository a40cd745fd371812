import type { SizeSnapshot } from '../../src/size-snapshot/types';
import { expect, test } from './fixtures';

test.describe('component sizes', () => {
  test('/size-snapshot.json holds at least 300 components and hooks, the grids in plan order', async ({ request }) => {
    const snapshot = (await (await request.get('/size-snapshot.json')).json()) as SizeSnapshot;
    expect(snapshot.sizes.length).toBeGreaterThanOrEqual(300);
    const gzip = (name: string) => snapshot.sizes.find((size) => size.name === name)?.gzip ?? 0;
    expect(gzip('DataGrid')).toBeGreaterThan(0);
    expect(gzip('DataGridPro')).toBeGreaterThan(gzip('DataGrid'));
    expect(gzip('DataGridPremium')).toBeGreaterThan(gzip('DataGridPro'));
    expect(snapshot.external).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@mui/material', '@emotion/react']),
    );
  });

  test('the page lists every size, sorts by a column and filters by name and package', async ({ page }) => {
    await page.goto('/size-snapshot/');
    const table = page.getByRole('region', { name: 'Component sizes' }).getByRole('table');
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(300);
    // Heaviest first: the Premium grid leads.
    await expect(rows.first()).toContainText('DataGridPremium');
    await expect(table.getByRole('columnheader', { name: /Gzip/ })).toHaveAttribute('aria-sort', 'descending');

    await table.getByRole('button', { name: /^Export/ }).click();
    await expect(table.getByRole('columnheader', { name: /Export/ })).toHaveAttribute('aria-sort', 'ascending');
    const names = await rows.locator('td:first-child code').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    await page.getByLabel('Name', { exact: true }).fill('datagridpr');
    await expect(rows).toHaveCount(2);
    await page.getByLabel('Package', { exact: true }).selectOption('@mui/x-data-grid-premium');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('DataGridPremium');
  });

  test("a component's API page gives its size and links to its row", async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid-premium/');
    const link = page.getByRole('link', { name: /^Bundle size when imported alone: [\d.]+ KiB gzip/ });
    await link.click();
    await expect(page).toHaveURL(/\/size-snapshot\/#size-x-data-grid-premium-DataGridPremium$/);
    await expect(page.locator('#size-x-data-grid-premium-DataGridPremium')).toContainText('DataGridPremium');
  });
});
