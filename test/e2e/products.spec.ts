import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What the demos of each product do in the browser: one interaction per feature page, on the
 * built site. Demos are found by their module id (`.demo[data-demo="<id>"]`) or, for the Data
 * Grid pages whose content is being rewritten, by what they contain.
 */

/** The demo frame of a demo module. */
function demo(page: Page, id: string): Locator {
  return page.locator(`.demo[data-demo="${id}"]`);
}

/** Scrolls a demo frame into view and waits until its module has loaded and taken over. */
async function goLive(demoFrame: Locator): Promise<Locator> {
  await demoFrame.scrollIntoViewIfNeeded();
  const live = demoFrame.locator('.demo-live');
  await expect(live).toHaveAttribute('data-demo-state', 'live');
  return live;
}

/**
 * Opens a picker with its opening button and returns its popper once it is in place: the field is
 * first brought to the middle of the viewport, so the popper fits without the page scrolling under
 * it, and the popper's opening transition has ended before anything in it is clicked.
 */
async function openPicker(page: Page, button: Locator): Promise<Locator> {
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await button.click();
  const popper = page.getByRole('dialog');
  await expect(popper).toBeVisible();
  await expect.poll(() => popper.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
  return popper;
}

/** Opens a page and waits until it has hydrated and loaded what it loads by itself. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

// Desktop pickers (popper, digital clock lists, two-month range calendar) need a wide viewport.
test.use({ viewport: { width: 1280, height: 900 } });

test.describe('data grid', () => {
  /** The first demo frame of the page that contains `inside`, live. */
  async function firstDemoWith(page: Page, inside: Locator): Promise<Locator> {
    const frame = page.locator('.demo').filter({ has: inside }).first();
    await expect(frame).toHaveCount(1);
    await goLive(frame);
    return frame;
  }

  /** The texts of the cells of the grid's first column, top to bottom. */
  async function firstColumnTexts(grid: Locator): Promise<string[]> {
    const field = await grid.getByRole('columnheader').first().getAttribute('data-field');
    return grid
      .getByRole('gridcell')
      .and(grid.locator(`[data-field="${field}"]`))
      .allTextContents();
  }

  test('sorting: a click on a column header of the first demo reorders its rows', async ({ page }) => {
    await open(page, '/x/react-data-grid/sorting/');
    const frame = page.locator('.demo').first();
    await expect(frame).toBeAttached();
    const grid = (await goLive(frame)).getByRole('grid');
    const header = grid.getByRole('columnheader').first();
    const before = await firstColumnTexts(grid);
    expect(before.length).toBeGreaterThan(1);
    const ascending = [...before].sort((a, b) => a.localeCompare(b));
    // The demo must not already be sorted by that column, or the click could not reorder it.
    expect(before).not.toEqual(ascending);

    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => firstColumnTexts(grid)).toEqual(ascending);
  });

  test('filtering: typing in the quick filter of a demo reduces its rows', async ({ page }) => {
    await open(page, '/x/react-data-grid/filtering/');
    const frame = await firstDemoWith(page, page.getByRole('searchbox'));
    const grid = frame.getByRole('grid');
    // aria-rowcount counts the header row and every row that passes the filter.
    const rowCount = async () => Number(await grid.getAttribute('aria-rowcount'));
    const before = await rowCount();
    const firstName = (await firstColumnTexts(grid))[0];
    expect(before).toBeGreaterThan(2);

    await frame.getByRole('searchbox').first().fill(firstName);
    await expect.poll(rowCount).toBeLessThan(before);
    expect(await rowCount()).toBeGreaterThan(1);
    await expect(grid.getByRole('gridcell', { name: firstName, exact: true }).first()).toBeVisible();
  });

  test('editing: a double-click on an editable cell opens an editor, typing and Enter commit the value', async ({
    page,
  }) => {
    await open(page, '/x/react-data-grid/editing/');
    const frame = await firstDemoWith(page, page.locator('.MuiDataGrid-cell--editable'));
    const cell = frame.getByRole('gridcell').and(frame.locator('.MuiDataGrid-cell--editable')).first();
    const value = 'Label printer 42';

    await cell.dblclick();
    const editor = cell.getByRole('textbox');
    await expect(editor).toBeFocused();
    await editor.press('ControlOrMeta+a');
    await editor.pressSequentially(value);
    await editor.press('Enter');
    await expect(cell.getByRole('textbox')).toHaveCount(0);
    await expect(cell).toHaveText(value);
  });

  test('pagination: the next-page button of the first demo shows the next rows', async ({ page }) => {
    await open(page, '/x/react-data-grid/pagination/');
    const frame = page.locator('.demo').first();
    await expect(frame).toBeAttached();
    const grid = (await goLive(frame)).getByRole('grid');
    const firstPage = await firstColumnTexts(grid);
    expect(firstPage.length).toBeGreaterThan(0);

    await frame.getByRole('button', { name: /next page/i }).click();
    await expect.poll(() => firstColumnTexts(grid)).not.toEqual(firstPage);
    const secondPage = await firstColumnTexts(grid);
    expect(secondPage.length).toBeGreaterThan(0);
    // Only new rows: none of the first page is still shown.
    expect(secondPage.filter((text) => firstPage.includes(text))).toEqual([]);
  });

  test("row selection: checking a row's checkbox selects the row", async ({ page }) => {
    await open(page, '/x/react-data-grid/row-selection/');
    const frame = await firstDemoWith(page, page.getByRole('checkbox', { name: 'Select row' }));
    const row = frame
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: 'Select row' }) })
      .first();
    // Not exact on purpose: once checked, the grid renames the checkbox "Unselect row".
    const checkbox = row.getByRole('checkbox', { name: 'Select row' });
    await expect(checkbox).not.toBeChecked();
    await expect(row).toHaveAttribute('aria-selected', 'false');

    await checkbox.check();
    await expect(checkbox).toBeChecked();
    await expect(row).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('pickers', () => {
  test('date picker: the first demo opens its calendar from "Choose date" and a picked day fills the field', async ({
    page,
  }) => {
    await open(page, '/x/react-date-pickers/date-picker/');
    const frame = demo(page, 'date-pickers/date-picker/BasicDatePicker');
    const live = await goLive(frame);
    const input = live.locator('input');
    await expect(input).toHaveValue('');

    const calendar = await openPicker(page, live.getByRole('button', { name: 'Choose date' }));
    await calendar.getByRole('gridcell', { name: '15', exact: true }).click();
    await expect(calendar).toBeHidden();
    await expect(input).toHaveValue(/^\d{2}\/15\/\d{4}$/);
    await expect(live.getByRole('spinbutton', { name: 'Day' })).toHaveText('15');
  });

  test('time picker: choosing an hour and a minute in the digital clock fills the field', async ({ page }) => {
    await open(page, '/x/react-date-pickers/time-picker/');
    const live = await goLive(demo(page, 'date-pickers/time-picker/BasicTimePicker'));
    const input = live.locator('input');
    await expect(input).toHaveValue('');

    const clock = await openPicker(page, live.getByRole('button', { name: /^Choose time/ }));
    await clock.getByRole('listbox', { name: 'Select hours' }).getByRole('option', { name: '3 hours' }).click();
    await clock.getByRole('listbox', { name: 'Select minutes' }).getByRole('option', { name: '45 minutes' }).click();
    await expect(input).toHaveValue(/^03:45 (AM|PM)$/);
    await clock.getByRole('button', { name: 'OK' }).click();
    await expect(clock).toBeHidden();
    await expect(input).toHaveValue(/^03:45 (AM|PM)$/);
  });

  test('date range picker: choosing two days fills both ends of the range', async ({ page }) => {
    await open(page, '/x/react-date-pickers/date-range-picker/');
    const live = await goLive(demo(page, 'date-pickers/date-range-picker/BasicDateRangePicker'));
    const input = live.locator('input');
    await expect(input).toHaveValue('');

    const calendars = await openPicker(page, live.getByRole('button', { name: 'Choose range' }));
    // The first of the two month grids.
    const month = calendars.getByRole('grid').first();
    await month.getByRole('gridcell', { name: '10', exact: true }).click();
    await expect(input).toHaveValue(/^\d{2}\/10\/\d{4} – MM\/DD\/YYYY$/);
    await month.getByRole('gridcell', { name: '20', exact: true }).click();
    await expect(calendars).toBeHidden();
    await expect(input).toHaveValue(/^(\d{2})\/10\/(\d{4}) – \1\/20\/\2$/);
  });

  test('validation: typing a date before minDate marks the field invalid', async ({ page }) => {
    await open(page, '/x/react-date-pickers/validation/');
    const live = await goLive(demo(page, 'date-pickers/validation/MinMaxDatePicker'));
    const field = live.getByRole('group');
    await expect(field).toHaveAttribute('aria-invalid', 'false');

    // The minimum is April 17, 2026: type January 1, 2026 section by section.
    await live.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('01012026');
    await expect(live.locator('input')).toHaveValue('01/01/2026');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(live).toContainText('Bookings start on April 17, 2026.');

    // A date within the bounds is valid again.
    await live.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('05');
    await expect(live.locator('input')).toHaveValue('05/01/2026');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  test('localization: the German and French pickers render their dates in their locale', async ({ page }) => {
    await open(page, '/x/react-date-pickers/localization/');
    const live = await goLive(demo(page, 'date-pickers/localization/GermanFrenchPickers'));
    const german = live.getByRole('group', { name: 'Termin (Deutsch)' });
    const french = live.getByRole('group', { name: 'Rendez-vous (français)' });
    await expect(german.locator('input')).toHaveValue('Freitag, 17. April 2026');
    await expect(german.getByRole('spinbutton', { name: 'Monat' })).toHaveText('April');
    await expect(french.locator('input')).toHaveValue('vendredi 17 avril 2026');
    await expect(french.getByRole('spinbutton', { name: 'Mois' })).toHaveText('avril');

    // The calendars speak the same languages: weekday names and the opening button.
    let calendar = await openPicker(page, german.getByRole('button', { name: /^Datum auswählen/ }));
    await expect(calendar.getByRole('grid', { name: 'April 2026' })).toBeVisible();
    await expect(calendar.getByRole('columnheader', { name: 'Montag' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();

    calendar = await openPicker(page, french.getByRole('button', { name: /^Choisir la date/ }));
    await expect(calendar.getByRole('grid', { name: 'avril 2026' })).toBeVisible();
    await expect(calendar.getByRole('columnheader', { name: 'lundi' })).toBeVisible();
  });
});

test.describe('charts', () => {
  test('bars: the first demo renders its bars and hovering one shows a tooltip with its value', async ({ page }) => {
    await open(page, '/x/react-charts/bars/');
    const live = await goLive(demo(page, 'charts/bars/BasicBars'));
    // Two series of four quarters.
    const bars = live.locator('svg .MuiBarElement-root');
    await expect(bars).toHaveCount(8);
    for (const bar of await bars.all()) expect(Number(await bar.getAttribute('height'))).toBeGreaterThan(0);

    // The first bar is Q1 of the "Online store" series: 42.
    await bars.first().hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip.getByRole('row', { name: 'Online store 42' })).toBeVisible();
    await expect(tooltip.getByRole('caption')).toHaveText('Q1');
  });

  test('legend: clicking a legend item of the toggling demo hides its series', async ({ page }) => {
    await open(page, '/x/react-charts/legend/');
    const live = await goLive(demo(page, 'charts/legend/ToggleSeriesLegend'));
    const hotelBars = live.locator('svg .MuiBarElement-series-hotels');
    const visibleHeights = () =>
      hotelBars.evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height).filter((h) => h > 0.5));
    await expect(hotelBars).toHaveCount(5);
    await expect.poll(visibleHeights).toHaveLength(5);

    await live.getByRole('button', { name: 'Hotels' }).click();
    await expect(live.getByRole('button', { name: 'Hotels' })).toHaveClass(/MuiChartsLegend-hidden/);
    await expect.poll(visibleHeights).toHaveLength(0);
    // The other series stay.
    await expect(live.locator('svg .MuiBarElement-series-apartments')).toHaveCount(5);
  });

  test('lines: the first demo draws its lines', async ({ page }) => {
    await open(page, '/x/react-charts/lines/');
    const live = await goLive(demo(page, 'charts/lines/BasicLines'));
    const lines = live.locator('svg .MuiLineElement-root');
    await expect(lines).toHaveCount(2);
    for (const line of await lines.all()) {
      // A path through the six months, with a real length on screen.
      await expect(line).toHaveAttribute('d', /^M[\d.]+,[\d.]+[CL]/);
      expect(await line.evaluate((path) => (path as SVGPathElement).getTotalLength())).toBeGreaterThan(100);
    }
  });

  test('pie: the first demo draws its arcs', async ({ page }) => {
    await open(page, '/x/react-charts/pie/');
    const live = await goLive(demo(page, 'charts/pie/BasicPie'));
    const arcs = live.locator('svg .MuiPieArc-root');
    await expect(arcs).toHaveCount(3);
    for (const arc of await arcs.all()) {
      await expect(arc).toHaveAttribute('d', /A/);
      const box = (await arc.boundingBox())!;
      expect(box.width * box.height).toBeGreaterThan(0);
    }
  });

  test("styling: the theme-aware demo's colors follow the site's dark mode", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/x/react-charts/styling/');
    const live = await goLive(demo(page, 'charts/styling/ThemeAwareChart'));
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The series colors come from theme.palette.primary/secondary, the grid from the divider.
    const colors = () =>
      live.evaluate((element) => {
        const style = (selector: string) => getComputedStyle(element.querySelector(selector)!);
        return {
          planned: style('.MuiBarElement-series-planned').fill,
          shipped: style('.MuiBarElement-series-shipped').fill,
          grid: style('.MuiChartsGrid-line').stroke,
        };
      });
    const light = await colors();

    await toggle.click();
    await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);
    await expect.poll(async () => (await colors()).planned).not.toBe(light.planned);
    const dark = await colors();
    expect(dark.shipped).not.toBe(light.shipped);
    expect(dark.grid).not.toBe(light.grid);
  });

  test('bars: cumulative layout shift stays under 0.05 while every demo is scrolled into view', async ({ page }) => {
    await page.addInitScript(() => {
      const scope = window as unknown as { __cls: number };
      scope.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) scope.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, '/x/react-charts/bars/');
    const frames = await page.locator('.demo').all();
    expect(frames.length).toBeGreaterThan(1);
    for (const frame of frames) await goLive(frame);
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.05);
  });
});

test.describe('tree view', () => {
  test('items: clicking an item with children in the first demo expands it', async ({ page }) => {
    await open(page, '/x/react-tree-view/rich-tree-view/items/');
    const live = await goLive(demo(page, 'tree-view/rich-tree-view/items/BasicRichTreeView'));
    const src = live.getByRole('treeitem', { name: 'src', exact: true });
    const child = live.getByRole('treeitem', { name: 'components', exact: true });
    await expect(src).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();

    await src.click();
    await expect(src).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();
    await expect(live.getByRole('treeitem', { name: 'main.tsx', exact: true })).toBeVisible();
  });

  test("selection: checking a parent's checkbox in the propagation demo checks its children", async ({ page }) => {
    await open(page, '/x/react-tree-view/rich-tree-view/selection/');
    const live = await goLive(demo(page, 'tree-view/rich-tree-view/selection/CheckboxPropagation'));
    const item = (name: string) => live.getByRole('treeitem', { name, exact: true });
    /** The checkbox of the item itself, not of its descendants. */
    const checkbox = (name: string) => item(name).locator(':scope > .MuiTreeItem-content input[type="checkbox"]');
    const children = ['View invoices', 'Pay invoices'];
    for (const name of ['Billing', ...children]) {
      await expect(item(name)).toHaveAttribute('aria-checked', 'false');
    }

    await checkbox('Billing').check();
    for (const name of ['Billing', ...children]) {
      await expect(item(name)).toHaveAttribute('aria-checked', 'true');
      await expect(checkbox(name)).toBeChecked();
    }
    // The other parent's children are left alone.
    await expect(item('View projects')).toHaveAttribute('aria-checked', 'false');
  });

  test('lazy loading: expanding an item of the first demo shows its children after the simulated delay', async ({
    page,
  }) => {
    await open(page, '/x/react-tree-view/rich-tree-view/lazy-loading/');
    const live = await goLive(demo(page, 'tree-view/rich-tree-view/lazy-loading/LazyLoadingDrive'));
    const documents = live.getByRole('treeitem', { name: 'Documents', exact: true });
    const invoices = live.getByRole('treeitem', { name: 'Invoices', exact: true });
    await expect(documents).toBeVisible();
    await expect(invoices).toHaveCount(0);

    await documents.click();
    // While the simulated request runs, the item shows a progress indicator and no children yet.
    await expect(documents.getByRole('progressbar')).toBeVisible();
    await expect(invoices).toHaveCount(0);
    await expect(invoices).toBeVisible();
    await expect(documents.getByRole('progressbar')).toHaveCount(0);
    await expect(documents).toHaveAttribute('aria-expanded', 'true');
    await expect(live.getByRole('treeitem', { name: 'cv.pdf', exact: true })).toBeVisible();
  });
});

test.describe('introduction', () => {
  test('the overview renders a live demo of each of the four products', async ({ page }) => {
    await open(page, '/x/introduction/');
    const grid = await goLive(demo(page, 'introduction/IntroDataGrid'));
    await expect(grid.getByRole('grid')).toBeVisible();
    expect(await grid.getByRole('row').count()).toBeGreaterThan(1);
    const picker = await goLive(demo(page, 'introduction/IntroDatePicker'));
    await expect(picker.getByRole('button', { name: /choose date/i })).toBeVisible();
    const chart = await goLive(demo(page, 'introduction/IntroBarChart'));
    expect(await chart.locator('svg .MuiBarElement-root').count()).toBeGreaterThan(0);
    const tree = await goLive(demo(page, 'introduction/IntroTreeView'));
    expect(await tree.getByRole('treeitem').count()).toBeGreaterThan(0);
  });
});
