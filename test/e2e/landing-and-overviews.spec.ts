import type { Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openSearchDialog } from '../../scripts/lib/openSearchDialog';

/**
 * The landing page's four live products and each product overview's main demo and plan table,
 * on the built site. A landing demo is found by its product (`[data-landing-demo="charts"]`), an
 * overview demo by its module id (`.demo[data-demo="<id>"]`).
 */

/** Scrolls a demo into view and waits until its module has loaded and taken over. */
async function goLive(container: Locator): Promise<Locator> {
  await container.scrollIntoViewIfNeeded();
  const live = container.locator('.demo-live');
  await expect(live).toHaveAttribute('data-demo-state', 'live');
  return live;
}

const landingDemo = (page: Page, product: string) => page.locator(`[data-landing-demo="${product}"]`);

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

test.describe('landing page', () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    test(`the four products are live above the fold at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      for (const product of ['data-grid', 'date-pickers', 'charts', 'tree-view']) {
        const demo = landingDemo(page, product);
        await expect(demo.locator('.demo-live')).toHaveAttribute('data-demo-state', 'live');
        const box = (await demo.boundingBox())!;
        expect(box.y + box.height, `${product} ends above the fold`).toBeLessThanOrEqual(viewport.height);
      }
      // No scrolling happened to get there.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test.describe('at laptop size', () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test('the grid sorts on a header click', async ({ page }) => {
      await open(page, '/');
      const live = await goLive(landingDemo(page, 'data-grid'));
      const header = live.getByRole('columnheader', { name: 'In stock' });
      await header.click();
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      const firstStock = live.getByRole('row').nth(1).locator('[data-field="stock"]');
      await expect(firstStock).toHaveText('3');
    });

    test('the range picker opens', async ({ page }) => {
      await open(page, '/');
      const live = await goLive(landingDemo(page, 'date-pickers'));
      await live.getByRole('button', { name: /^Choose range/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('grid').first()).toBeVisible();
    });

    test('hovering the chart shows its tooltip', async ({ page }) => {
      await open(page, '/');
      const live = await goLive(landingDemo(page, 'charts'));
      await live.locator('svg .MuiBarElement-root').first().hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      await expect(tooltip.getByRole('caption')).toHaveText('Jan');
    });

    test('a tree item expands', async ({ page }) => {
      await open(page, '/');
      const live = await goLive(landingDemo(page, 'tree-view'));
      const folder = live.getByRole('treeitem', { name: 'app', exact: true });
      await expect(folder).toHaveAttribute('aria-expanded', 'false');
      await folder.click();
      await expect(folder).toHaveAttribute('aria-expanded', 'true');
      await expect(live.getByRole('treeitem', { name: 'layout.tsx', exact: true })).toBeVisible();
    });

    test('the search button opens the search dialog', async ({ page }) => {
      await open(page, '/');
      await openSearchDialog(page, () =>
        page.getByRole('main').getByRole('button', { name: 'Search the docs' }).click(),
      );
      await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
    });

    test('the plans and the ways in are linked', async ({ page }) => {
      await open(page, '/');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Community, Pro and Premium' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Install the packages' })).toHaveAttribute(
        'href',
        '/x/introduction/installation/',
      );
      await expect(main.getByRole('link', { name: 'Your first chart' })).toHaveAttribute(
        'href',
        '/x/react-charts/getting-started/',
      );
    });
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`on a phone (${colorScheme}), the demos stack and nothing scrolls sideways`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/');
      for (const product of ['data-grid', 'date-pickers', 'charts', 'tree-view']) {
        await goLive(landingDemo(page, product));
      }
      // One column: each demo starts below the one before it (positions in the page, not the viewport).
      const boxes = await page.locator('[data-landing-demo]').evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
        }),
      );
      expect(boxes).toHaveLength(4);
      for (let index = 1; index < boxes.length; index += 1) {
        expect(boxes[index].top).toBeGreaterThan(boxes[index - 1].bottom);
      }
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    });
  }

  test('right to left, the demos are live and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Settings' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const live = await goLive(landingDemo(page, 'tree-view'));
    await expect(live.getByRole('treeitem', { name: 'app', exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});

test.describe('product overviews', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** The plan table's row of a feature, found by its link. */
  const planRow = (page: Page, feature: string) =>
    page.getByRole('main').locator('tr', { has: page.getByRole('link', { name: feature, exact: true }) });

  test('data grid: the main grid sorts, and Row grouping is Premium in the plan table', async ({ page }) => {
    await open(page, '/x/react-data-grid/');
    const live = await goLive(page.locator('.demo[data-demo="data-grid/OverviewMainGrid"]'));
    const header = live.getByRole('columnheader', { name: /^Quantity/ });
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');

    const row = planRow(page, 'Row grouping');
    await expect(row.locator('.plan-mark-premium')).toHaveText('Premium');
    await expect(row.getByRole('cell')).toHaveText(['Row grouping Premium', '', '', '✓']);
    await expect(planRow(page, 'Sorting').getByRole('cell')).toHaveText(['Sorting', '✓', '✓', '✓']);
  });

  test('date pickers: the booking form opens its date picker, and the range picker is Pro', async ({ page }) => {
    await open(page, '/x/react-date-pickers/');
    const live = await goLive(page.locator('.demo[data-demo="date-pickers/OverviewBookingForm"]'));
    await live.getByRole('button', { name: /^Choose date/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // No pickers page needs Premium: the table marks the Pro ones and ticks them for Premium too.
    const row = planRow(page, 'Date Range Picker');
    await expect(row.locator('.plan-mark-pro')).toHaveText('Pro');
    await expect(row.getByRole('cell')).toHaveText(['Date Range Picker Pro', '', '✓', '✓']);
  });

  test('charts: pointing at a month splits the pie by it, and the grid integration is Premium', async ({ page }) => {
    await open(page, '/x/react-charts/');
    const live = await goLive(page.locator('.demo[data-demo="charts/OverviewDashboard"]'));
    const period = live.getByRole('status');
    await expect(period).toHaveText('January to June');
    await live.locator('svg .MuiBarElement-root').nth(2).hover();
    await expect(period).toHaveText('March');

    const row = planRow(page, 'Data Grid integration');
    await expect(row.locator('.plan-mark-premium')).toHaveText('Premium');
  });

  test('charts: the gallery links every chart type to its page', async ({ page }) => {
    await open(page, '/x/react-charts/');
    const gallery = await goLive(page.locator('.demo[data-demo="charts/ChartTypesGallery"]'));
    const links = gallery.getByRole('list', { name: 'Chart types' }).getByRole('link');
    await expect(links).toHaveCount(12);
    await expect(gallery.getByRole('link', { name: 'Sankey' })).toHaveAttribute('href', '/x/react-charts/sankey/');
    await expect(gallery.locator('svg').first()).toBeVisible();
  });

  test('tree view: checking a file in the explorer selects it, and ordering is Pro', async ({ page }) => {
    await open(page, '/x/react-tree-view/');
    const live = await goLive(page.locator('.demo[data-demo="tree-view/OverviewFileExplorer"]'));
    // The item's checkbox input is left out of the accessibility tree: found by its element.
    const item = live.getByRole('treeitem', { name: 'index.ts', exact: true });
    await item.locator('input[type="checkbox"]').click();
    await expect(live.getByRole('status')).toContainText('1 item selected.');

    const row = planRow(page, 'Ordering');
    await expect(row.locator('.plan-mark-pro')).toHaveText('Pro');
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`with every demo live, in ${colorScheme} mode`, () => {
    test.use({ colorScheme, viewport: { width: 1366, height: 768 } });

    for (const path of [
      '/',
      '/x/react-data-grid/',
      '/x/react-date-pickers/',
      '/x/react-charts/',
      '/x/react-tree-view/',
    ]) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await open(page, path);
        const frames = page.locator('.demo-live');
        for (const frame of await frames.all()) {
          await frame.scrollIntoViewIfNeeded();
          await expect(frame).toHaveAttribute('data-demo-state', 'live');
        }
        if (path === '/x/react-tree-view/') {
          // The lazy tree's first level arrives from its fake server.
          await expect(page.getByRole('treeitem', { name: 'Europe' })).toBeVisible();
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}
