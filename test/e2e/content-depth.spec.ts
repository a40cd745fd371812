import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What the demos written for the products' depth do in a real browser: one promise of each feature
 * page, on the built site. Demos are found by their module id (`.demo[data-demo="<id>"]`).
 */

test.use({ viewport: { width: 1280, height: 900 } });

/** Opens a page, then scrolls the demo into view and waits until it has gone live. */
async function liveDemo(page: Page, url: string, id: string): Promise<Locator> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const frame = page.locator(`.demo[data-demo="${id}"]`);
  await frame.scrollIntoViewIfNeeded();
  const live = frame.locator('.demo-live');
  await expect(live).toHaveAttribute('data-demo-state', 'live');
  return live;
}

test.describe('data grid', () => {
  test('row grouping by two columns: nested group rows with their counts, and a group opens onto its rows', async ({
    page,
  }) => {
    const demo = await liveDemo(page, '/x/react-data-grid/row-grouping/', 'data-grid/row-grouping/SalesByRegionGrid');
    // Grouped rows make the grid a tree grid.
    const grid = demo.getByRole('treegrid');
    // A group cell reads "EMEA (12)": its value, then the count of its rows.
    const groupLabel = /\((\d+)\)/;
    // The first level: one collapsed row per region, each with the count of its rows.
    const firstRegion = grid.locator('[role="gridcell"]').filter({ hasText: groupLabel }).first();
    await expect(firstRegion).toBeVisible();
    const regionText = (await firstRegion.textContent())!.trim();
    const rowsBefore = Number(await grid.getAttribute('aria-rowcount'));

    await firstRegion.getByRole('button').click();
    // The second level: the region's countries, themselves groups with counts.
    await expect.poll(async () => Number(await grid.getAttribute('aria-rowcount'))).toBeGreaterThan(rowsBefore);
    const countryRow = grid.locator('[role="row"][aria-level="2"]').first();
    await expect(countryRow).toBeVisible();
    await expect(countryRow.locator('[role="gridcell"]').filter({ hasText: groupLabel }).first()).toBeVisible();
    const countryCount = Number((await countryRow.textContent())!.match(/\((\d+)\)/)![1]);
    expect(countryCount).toBeLessThanOrEqual(Number(regionText.match(groupLabel)![1]));

    // Opening a country shows its sales rows (level 3), with a product in them.
    await countryRow.getByRole('button').first().click();
    const leafRows = grid.locator('[role="row"][aria-level="3"]');
    await expect(leafRows).toHaveCount(countryCount);
    await expect(leafRows.first().locator('[data-field="product"]')).not.toBeEmpty();
  });

  test('aggregation: the footer sum changes when rows are filtered out', async ({ page }) => {
    const demo = await liveDemo(page, '/x/react-data-grid/aggregation/', 'data-grid/aggregation/FilteredTotalGrid');
    const footerUnits = demo.locator('.MuiDataGrid-pinnedRows--bottom [data-field="units"]');
    const sum = async () => Number((await footerUnits.textContent())!.replace(/[^\d.]/g, ''));
    await expect(footerUnits).toBeVisible();
    const all = await sum();
    expect(all).toBeGreaterThan(0);

    await demo.getByRole('button', { name: 'Web', exact: true }).click();
    await expect.poll(sum).toBeLessThan(all);
    const web = await sum();
    expect(web).toBeGreaterThan(0);
    // Back to every channel: the footer sums every row again.
    await demo.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(sum).toBe(all);
  });

  test('AI assistant: a typed prompt becomes a sort the grid applies', async ({ page }) => {
    const demo = await liveDemo(page, '/x/react-data-grid/ai-assistant/', 'data-grid/ai-assistant/LocalPromptGrid');
    const prompt = demo.getByRole('textbox', { name: /ask the grid/i });
    await prompt.fill('sort by price descending');
    await prompt.press('Enter');

    const priceHeader = demo.getByRole('columnheader').filter({ has: page.locator('[data-field="price"]') });
    const header = demo.locator('[role="columnheader"][data-field="price"]');
    await expect(header.or(priceHeader).first()).toHaveAttribute('aria-sort', 'descending');
    const prices = (await demo.locator('[role="gridcell"][data-field="price"]').allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    );
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test('lazy loading: scrolling to the bottom asks the server for the next rows', async ({ page }) => {
    const demo = await liveDemo(
      page,
      '/x/react-data-grid/server-side-data/lazy-loading/',
      'data-grid/server-side-data/lazy-loading/InfiniteLoadingGrid',
    );
    const status = demo.getByRole('status');
    await expect(status).toHaveText(/Loaded rows 0–\d+; total still unknown/);
    const firstStatus = await status.textContent();
    await demo.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight;
    });
    // The next request starts where the loaded rows end.
    await expect(status).not.toHaveText(firstStatus!);
    await expect(status).toHaveText(/Loaded rows [1-9]\d*–\d+|Reached the end/);
  });

  test("the tutorial's last step sorts on the server: the request carries the sort and the rows come back in its order", async ({
    page,
  }) => {
    const demo = await liveDemo(
      page,
      '/x/react-data-grid/tutorials/server-side-data/',
      'data-grid/tutorials/server-side-data/Step5ServerEditing',
    );
    const status = demo.getByTestId('server-sort-status');
    await expect(status).toContainText('Last request sort: none');
    await demo.getByRole('columnheader', { name: 'Customer' }).click();
    await expect(status).toContainText('Last request sort: customer asc');
    const firstCustomer = /\((.+) first\)/.exec((await status.textContent()) ?? '')?.[1];
    const customers = await demo.locator('[role="row"] [data-field="customer"][role="gridcell"]').allTextContents();
    expect(customers[0]).toBe(firstCustomer);
    expect([...customers].sort((a, b) => a.localeCompare(b))).toEqual(customers);
  });

  for (const [url, id] of [
    ['/x/react-data-grid/demos/real-time-data/', 'data-grid/demos/real-time-data/RealTimeMarketGrid'],
    ['/x/react-data-grid/demos/inventory/', 'data-grid/demos/inventory/InventoryDashboard'],
    ['/x/react-data-grid/demos/time-off-calendar/', 'data-grid/demos/time-off-calendar/TimeOffCalendar'],
  ]) {
    test(`the showcase ${url} renders its grid with rows`, async ({ page }) => {
      const demo = await liveDemo(page, url, id);
      await expect(demo.locator('[role="row"][data-id]').first()).toBeVisible();
      expect(await demo.locator('[role="row"][data-id]').count()).toBeGreaterThan(4);
    });
  }
});

test.describe('charts', () => {
  test('a grouped axis shows two rows of tick labels: months, then quarters', async ({ page }) => {
    const demo = await liveDemo(page, '/x/react-charts/axis/', 'charts/axis/GroupedAxis');
    const label = (text: string) => demo.locator('svg text').filter({ hasText: new RegExp(`^${text}$`) });
    await expect(label('Jan')).toHaveCount(1);
    await expect(label('Q1 2025')).toHaveCount(1);
    const month = (await label('Jan').boundingBox())!;
    const quarter = (await label('Q1 2025').boundingBox())!;
    // The quarter row lies below the month row.
    expect(quarter.y).toBeGreaterThan(month.y + month.height / 2);
  });

  test('a brush demo reports the range dragged over', async ({ page }) => {
    const demo = await liveDemo(page, '/x/react-charts/brush/', 'charts/brush/BrushRange');
    const report = demo.getByTestId('brush-range');
    await expect(report).toHaveText(/Drag across the chart/);
    const surface = demo.locator('svg.MuiChartsSurface-root').first();
    const box = (await surface.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.4, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, y, { steps: 8 });
    await expect(report).toHaveText(/Selected minutes \d+ to \d+/);
    const [from, to] = (await report.textContent())!
      .match(/(\d+) to (\d+)/)!
      .slice(1)
      .map(Number);
    await page.mouse.up();
    expect(from).toBeLessThan(to);
    expect(from).toBeGreaterThan(10);
    expect(to).toBeLessThan(50);
  });

  test('a hook demo draws its own mark where useXScale places its value', async ({ page }) => {
    const demo = await liveDemo(page, '/x/react-charts/hooks/use-scale/', 'charts/hooks/use-scale/ScaleMarker');
    // A vertical line has no width, so it is attached rather than "visible" to Playwright.
    const marker = demo.getByTestId('x-value-marker');
    await expect(marker).toBeAttached();
    // useXScale maps the axis' domain, 0 to 24 hours, onto the x axis line: the marker follows it.
    const axis = (await demo.locator('.MuiChartsAxis-directionX .MuiChartsAxis-line').boundingBox())!;
    const markerX = async () => {
      const box = (await marker.boundingBox())!;
      return box.x + box.width / 2;
    };
    const atHour = (hour: number) => axis.x + (axis.width * hour) / 24;
    expect(Math.abs((await markerX()) - atHour(Number(await marker.getAttribute('data-x-value'))))).toBeLessThan(2);
    const slider = demo.getByRole('slider', { name: 'Marker hour' });
    await slider.focus();
    for (const [key, hour] of [
      ['Home', 0],
      ['End', 24],
    ] as const) {
      await page.keyboard.press(key);
      await expect(marker).toHaveAttribute('data-x-value', String(hour));
      expect(Math.abs((await markerX()) - atHour(hour))).toBeLessThan(2);
    }
  });

  test("the toolbar's zoom-in button narrows a zoomable chart's range", async ({ page }) => {
    const demo = await liveDemo(page, '/x/react-charts/toolbar/', 'charts/toolbar/BuiltInToolbar');
    const range = demo.getByTestId('zoom-range');
    await expect(range).toHaveText('Visible range: 0% to 100%');
    await demo.getByRole('button', { name: /zoom in/i }).click();
    await expect(range).not.toHaveText('Visible range: 0% to 100%');
    const [start, end] = (await range.textContent())!
      .match(/(\d+)% to (\d+)%/)!
      .slice(1)
      .map(Number);
    expect(end - start).toBeLessThan(100);
  });

  test("a localized chart shows its locale's text", async ({ page }) => {
    const demo = await liveDemo(page, '/x/react-charts/localization/', 'charts/localization/LocaleTextPicker');
    await expect(demo.getByText('Inga data att visa')).toBeVisible();
  });
});

test.describe('pickers', () => {
  /**
   * Opens the demo's picker and resolves once its popper has finished growing: mid-way through the
   * grow transition, a day's coordinates can fall on another day or outside the calendar.
   */
  async function openPicker(page: Page, demo: Locator) {
    await demo.getByRole('button', { name: /choose date/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.MuiPickerPopper-paper')).toHaveCSS('transform', 'none');
    return dialog;
  }

  /** Opens a picker of the demo by its label and picks a day of the month it shows. */
  async function pickDay(page: Page, demo: Locator, label: string, day: string) {
    const field = demo.getByRole('group', { name: label });
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const dialog = await openPicker(page, demo);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('gridcell', { name: day, exact: true }).click();
    await expect(dialog).toBeHidden();
    return field;
  }

  const adapters = [
    { id: 'DateFnsLocalePicker', label: 'date-fns (German)', picked: '20.04.2026' },
    { id: 'LuxonLocalePicker', label: 'Luxon (French)', picked: '20/09/2026' },
    { id: 'MomentLocalePicker', label: 'Moment (Italian)', picked: '20/11/2026' },
  ];
  for (const { id, label, picked } of adapters) {
    test(`the ${label} picker opens, picks a day and shows it in its locale's format`, async ({ page }) => {
      const demo = await liveDemo(page, '/x/react-date-pickers/adapters-locale/', `date-pickers/adapters-locale/${id}`);
      const field = await pickDay(page, demo, label, '20');
      // The field's text is its sections, then its label.
      await expect(field).toContainText(picked);
    });
  }

  test('a shouldDisableDate demo: a disabled day cannot be picked', async ({ page }) => {
    const demo = await liveDemo(
      page,
      '/x/react-date-pickers/validation/',
      'date-pickers/validation/WeekdaysOnlyDatePicker',
    );
    const field = demo.getByRole('group', { name: 'Delivery day' });
    const before = (await field.textContent())!;
    await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const dialog = await openPicker(page, demo);
    // May 2026: the 1st is a public holiday of the demo, the 3rd a Sunday.
    const sunday = dialog.getByRole('gridcell', { name: '3', exact: true });
    await expect(sunday).toBeDisabled();
    await sunday.click({ force: true });
    await expect(dialog).toBeVisible();
    await expect(field).toHaveText(before);
    await dialog.getByRole('gridcell', { name: '4', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(field).toContainText('05/04/2026');
  });

  test("a disablePast demo: the previous month's button is disabled", async ({ page }) => {
    const demo = await liveDemo(
      page,
      '/x/react-date-pickers/validation/',
      'date-pickers/validation/DisablePastCalendar',
    );
    await expect(demo.getByRole('button', { name: /previous month/i })).toBeDisabled();
    await expect(demo.getByRole('button', { name: /next month/i })).toBeEnabled();
  });

  test("the playground's orientation switch changes the picker and its JSX", async ({ page }) => {
    const demo = await liveDemo(page, '/x/react-date-pickers/playground/', 'date-pickers/playground/PickerPlayground');
    const layout = demo.getByTestId('playground-picker').locator('.MuiPickersLayout-root');
    const jsx = demo.getByTestId('playground-jsx');
    await expect(layout).not.toHaveClass(/MuiPickersLayout-landscape/);
    await expect(jsx).not.toContainText('orientation="landscape"');

    await demo.getByRole('button', { name: 'landscape', exact: true }).click();
    await expect(layout).toHaveClass(/MuiPickersLayout-landscape/);
    await expect(jsx).toContainText('orientation="landscape"');
  });

  test("the calendar moves with the arrow keys and PageDown as the accessibility page's table says", async ({
    page,
  }) => {
    const demo = await liveDemo(
      page,
      '/x/react-date-pickers/accessibility/',
      'date-pickers/accessibility/KeyboardCalendar',
    );
    const selected = demo.getByTestId('keyboard-calendar-value');
    await expect(selected).toHaveText('Selected: 2026-04-15');
    await demo.getByRole('gridcell', { name: '15', exact: true }).focus();
    // The table: ArrowRight next day, ArrowDown a week later, PageDown the same day a month earlier.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Enter');
    await expect(selected).toHaveText('Selected: 2026-03-23');
  });
});
