import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/** The generated API reference (`/x/api/{product}/{name}/`) in the browser. */
test.describe('API reference', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the DataGrid page shows its import, props, slots and CSS classes', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGrid API');
    await expect(page.getByRole('main')).toContainText("import { DataGrid } from '@mui/x-data-grid';");
    const props = page.locator('#props ~ .table-wrapper table').first();
    await expect(props.getByRole('columnheader')).toHaveText(['Name', 'Type', 'Default', 'Description']);
    const sortModel = page.locator('tr#prop-sortModel');
    await expect(sortModel.getByRole('cell').nth(1)).toContainText('GridSortModel');
    await expect(page.locator('tr#prop-columns')).toContainText('Required');
    await expect(page.locator('tr#prop-checkboxSelection').getByRole('cell').nth(2)).toHaveText('false');
    await expect(page.locator('tr#slot-toolbar')).toBeAttached();
    await expect(page.locator('tr#classes-root')).toContainText('.MuiDataGrid-root');
  });

  test('#prop-sortModel scrolls to its row, and a row links to itself', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/#prop-sortModel');
    const row = page.locator('tr#prop-sortModel');
    await expect(row).toBeInViewport();
    await page.goto('/x/api/data-grid/data-grid/');
    await page.locator('tr#prop-rows').getByRole('link', { name: 'rows', exact: true }).click();
    await expect(page).toHaveURL(/#prop-rows$/);
    await expect(page.locator('tr#prop-rows')).toBeInViewport();
  });

  test('the columns keep their share of the table: a long name no longer squeezes the types', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    const props = page.locator('#props ~ .table-wrapper table').first();
    const tableWidth = (await props.boundingBox())!.width;
    const typeCell = page.locator('tr#prop-sortModel').getByRole('cell').nth(1);
    expect((await typeCell.boundingBox())!.width).toBeGreaterThan(tableWidth * 0.25);
    // One line: the type is no longer broken between its letters.
    const typeCode = typeCell.locator('code').first();
    const { height, lineHeight } = await typeCode.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight) || 24,
    }));
    expect(height).toBeLessThan(lineHeight * 1.6);
  });

  test('a table far below is laid out only when it nears the screen, and a deep link to it lands on its row', async ({
    page,
  }) => {
    await page.goto('/x/react-data-grid/components-api/');
    const farRow = page.locator('tr#data-grid-premium-classes-withVerticalBorder');
    const skipped = () =>
      farRow.evaluate((row) => !row.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    expect(await skipped()).toBe(true);
    await farRow.scrollIntoViewIfNeeded();
    await expect.poll(skipped).toBe(false);

    await page.goto('/x/react-data-grid/components-api/#data-grid-premium-classes-withVerticalBorder');
    await expect(farRow).toBeInViewport();
    await expect(farRow).toContainText('withVerticalBorder');
  });

  test('the expanded type of a prop opens from the keyboard', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    const details = page.locator('tr#prop-sortModel details');
    const summary = details.locator('summary');
    await expect(details.locator('code')).toBeHidden();
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(details.locator('code')).toBeVisible();
    await expect(details.locator('code')).toContainText('field: string');
  });

  test('an interface page lists its members and fills the description template', async ({ page }) => {
    await page.goto('/x/api/data-grid/grid-col-def/');
    const description =
      'Everything the React GridColDef interface declares: each member with its type and what it is for.';
    await expect(page.locator('p.description')).toHaveText(description);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.locator('tr#prop-field')).toContainText('string');
    await expect(page.locator('tr#prop-headerName')).toBeAttached();
  });

  test('descriptions link the names they mention to their pages, and name the others as code', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    const columns = page.locator('tr#prop-columns');
    await expect(columns.getByRole('link', { name: 'GridColDef' })).toHaveAttribute(
      'href',
      '/x/api/data-grid/grid-col-def/',
    );
    // GridRowsProp has no page of its own: it stays code, never a broken link.
    await expect(page.locator('tr#prop-rows code', { hasText: 'GridRowsProp' }).first()).toBeVisible();
    await expect(page.locator('tr#prop-rows a', { hasText: 'GridRowsProp' })).toHaveCount(0);
  });

  test('a component page lists the demos of these docs that use it', async ({ page }) => {
    await page.goto('/x/api/charts/bar-chart/');
    const demos = page.locator('#demos + ul.api-demos');
    await expect(demos.getByRole('link', { name: 'Bar charts' })).toHaveAttribute('href', '/x/react-charts/bars/');
  });

  test('a Chinese API page keeps the reference in English with the notice, the interface in Chinese', async ({
    page,
  }) => {
    await page.goto('/zh/x/api/data-grid/grid-col-def/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('p.description')).toHaveText(
      'React GridColDef 接口声明的全部成员，以及每个成员的类型和用途。',
    );
    await expect(page.getByRole('note')).toBeVisible();
    await expect(page.locator('#properties')).toContainText('成员');
    await expect(page.locator('.markdown-body').locator('xpath=..')).toHaveAttribute('lang', 'en');
  });

  test('the product index lists every component grouped by plan', async ({ page }) => {
    await page.goto('/x/api/data-grid/');
    await expect(
      page.locator('#plan-community-components + ul').getByRole('link', { name: 'DataGrid', exact: true }),
    ).toHaveAttribute('href', '/x/api/data-grid/data-grid/');
    await expect(
      page.locator('#plan-pro-components + ul').getByRole('link', { name: 'DataGridPro', exact: true }),
    ).toBeVisible();
    await expect(
      page.locator('#plan-premium-components + ul').getByRole('link', { name: 'DataGridPremium', exact: true }),
    ).toBeVisible();
    await expect(
      page.locator('#plan-community-interfaces + ul').getByRole('link', { name: 'GridColDef' }),
    ).toBeVisible();
  });

  test('the drawer lists the API pages and navigates to them after hydration', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await page.waitForLoadState('networkidle');
    const drawer = page.getByRole('navigation', { name: 'documentation' });
    const group = drawer.getByRole('button', { name: 'API reference' }).first();
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const link = drawer.getByRole('link', { name: 'GridColDef', exact: true });
    await expect(link).toBeVisible();
    // The entries are kept as the server rendered them: a click is still a client-side navigation.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await link.click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-col-def\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GridColDef API');
    await expect(drawer.locator('[aria-current="page"]')).toHaveText('GridColDef');
    await drawer.getByRole('link', { name: 'DataGridPro', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGridPro API');
    await expect(drawer.locator('[aria-current="page"]')).toHaveText(['DataGridPro']);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test("on a Chinese page the drawer's API links stay in Chinese", async ({ page }) => {
    await page.goto('/zh/x/react-data-grid/sorting/');
    await page.waitForLoadState('networkidle');
    const drawer = page.getByRole('navigation', { name: 'documentation' });
    await drawer.getByRole('button', { name: 'API 参考' }).first().click();
    await drawer.getByRole('link', { name: 'GridColDef', exact: true }).click();
    await expect(page).toHaveURL(/\/zh\/x\/api\/data-grid\/grid-col-def\/$/);
    await expect(drawer.getByRole('link', { name: 'DataGrid', exact: true })).toHaveAttribute(
      'href',
      '/zh/x/api/data-grid/data-grid/',
    );
  });

  test('a component page has API tabs, each a page of its own', async ({ page }) => {
    await page.goto('/x/react-data-grid/');
    const tabs = page.getByRole('navigation', { name: 'Page tabs' });
    await expect(tabs.getByRole('link')).toHaveText(['Demos', 'Components API', 'Hooks API']);
    await expect(tabs.getByRole('link', { name: 'Demos' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Components API' }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/components-api\/$/);
    // The tab holds three whole component APIs (about 0.7 MB of page data): give it time under load.
    await expect(page.locator('tr#data-grid-prop-sortModel')).toBeAttached({ timeout: 15_000 });
    await expect(page.locator('tr#data-grid-pro-prop-treeData')).toBeAttached();
    await page.goto('/zh/x/react-data-grid/hooks-api/');
    await expect(page.getByRole('heading', { name: 'useGridApiRef' })).toBeVisible();
  });

  test("GridApi lists the Pro and Premium members, each with its plan's mark", async ({ page }) => {
    await page.goto('/x/api/data-grid/grid-api/#prop-exportDataAsExcel');
    const row = page.locator('tr#prop-exportDataAsExcel');
    await expect(row).toBeInViewport();
    await expect(row.locator('.api-plan')).toHaveText(/Premium/);
    await expect(page.locator('tr#prop-pinColumn .api-plan')).toHaveText(/Pro/);
    await expect(page.locator('tr#prop-getRow .api-plan')).toHaveCount(0);
  });

  test("a component page names its ref's element and its theme key, with a theme that imports the plan's augmentation", async ({
    page,
  }) => {
    await page.goto('/x/api/data-grid/data-grid-pro/');
    await expect(page.locator('.api-ref')).toContainText('The ref prop takes a React.Ref<HTMLDivElement>.');
    await expect(page.locator('h2#theme')).toHaveText('Theme');
    await expect(page.locator('.api-theme')).toContainText('under MuiDataGrid in components');
    await expect(page.locator('pre', { hasText: 'createTheme' })).toContainText(
      "import type {} from '@mui/x-data-grid-pro/themeAugmentation';",
    );
  });

  test('a member that a Pro or Premium package adds to a community interface carries its mark', async ({ page }) => {
    await page.goto('/x/api/data-grid/grid-col-def/#prop-aggregable');
    await expect(page.locator('tr#prop-aggregable')).toBeInViewport();
    await expect(page.locator('tr#prop-aggregable .api-plan')).toHaveText(/Premium/);
    await expect(page.locator('tr#prop-pinnable .api-plan')).toHaveText(/Pro/);
    await expect(page.locator('tr#prop-field .api-plan')).toHaveCount(0);
  });

  test('the type parameters a table still names are said once above it', async ({ page }) => {
    await page.goto('/x/api/data-grid/grid-col-def/');
    await expect(page.locator('.api-type-parameters')).toContainText(
      'R extends GridValidRowModel = any, V = any, F = V',
    );
    await page.goto('/x/api/date-pickers/date-picker/');
    await expect(page.locator('.api-type-parameters')).toContainText(
      'TEnableAccessibleFieldDOMStructure extends boolean = true',
    );
  });

  test("a slot row gives its element's global class; a props type that takes DOM attributes says so", async ({
    page,
  }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    const slots = page.locator('#slots ~ .table-wrapper table').first();
    await expect(slots.getByRole('columnheader')).toHaveText([
      'Slot',
      'Default component',
      'Global class',
      'Description',
    ]);
    await expect(page.locator('tr#slot-toolbar').getByRole('cell').nth(2)).toHaveText('.MuiDataGrid-toolbar');
    await page.goto('/x/api/tree-view/rich-tree-view/');
    await expect(page.locator('.api-ref')).toContainText('also accepts the attributes of a HTMLUListElement');
  });

  test('an API page is styled by static CSS: no emotion styles, its marks and tables styled all the same', async ({
    page,
  }) => {
    await page.goto('/x/api/data-grid/grid-api/');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('style[data-emotion]').count()).toBe(0);
    const mark = page.locator('tr#prop-exportDataAsExcel .api-plan');
    await expect(mark).toHaveCSS('border-top-style', 'solid');
    await expect(mark).toHaveCSS('font-weight', '600');
    await expect(page.locator('.api-table table').first()).toHaveCSS('table-layout', 'fixed');

    await page.goto('/x/react-data-grid/components-api/');
    const current = page.getByRole('navigation', { name: 'Page tabs' }).locator('a[aria-current="page"]');
    await expect(current).toHaveText('Components API');
    await expect(current).toHaveCSS('border-bottom-style', 'solid');
    await expect(current).toHaveCSS('font-weight', '600');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('style[data-emotion]').count()).toBe(0);
  });

  test('a class row gives the global class even when its object is exported under another name', async ({ page }) => {
    // `legendClasses` holds the names of `ChartsLegendClasses`.
    await page.goto('/x/api/charts/charts-legend/');
    await expect(page.locator('tr#classes-root td').first()).toHaveText('.MuiChartsLegend-root');
  });

  test('a type alias page shows the type it names', async ({ page }) => {
    await page.goto('/x/api/charts/continuous-scale-name/');
    await expect(page.locator('h2#type')).toHaveText('Type');
    await expect(page.getByRole('main')).toContainText('type ContinuousScaleName =');
    await expect(page.locator('h2#properties')).toHaveCount(0);
  });

  test("the charts' Toolbar has its own page beside the grid's", async ({ page }) => {
    await page.goto('/x/api/charts/toolbar/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toolbar API');
    await expect(page.getByRole('main')).toContainText("from '@mui/x-charts");
    await page.goto('/x/api/data-grid/toolbar/');
    await expect(page.getByRole('main')).toContainText("from '@mui/x-data-grid");
  });

  test("a picker's value is typed as what it takes: a date of any adapter, or null", async ({ page }) => {
    await page.goto('/x/api/date-pickers/date-picker/');
    for (const name of ['value', 'defaultValue']) {
      await expect(page.locator(`tr#prop-${name} > td`).nth(1)).toHaveText(
        /^Date \| Dayjs \| DateTime<boolean> \| Moment \| null/,
      );
    }
  });

  test('a default written as a sentence reads as text with its code, not as code with backticks', async ({ page }) => {
    await page.goto('/x/api/date-pickers/date-picker/');
    const cell = page.locator('tr#prop-referenceDate > td').nth(2);
    await expect(cell).toHaveText(/^The closest valid date-time using the validation props/);
    await expect(cell).not.toContainText('`');
    await expect(cell.locator('code')).toHaveText('shouldDisable<...>');
  });

  test("the MUI reference's spelling of a path lands on our page", async ({ page }) => {
    await page.goto('/x/api/date-pickers/picker-day-2/');
    await expect(page).toHaveURL(/\/x\/api\/date-pickers\/picker-day2\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PickerDay2 API');
  });

  test('the DataGrid page lists the guides whose demos use it, and links to its source at the installed version', async ({
    page,
  }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    expect(await page.locator('.api-demos > li').count()).toBeGreaterThanOrEqual(20);
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://github.com/mui/mui-x/blob/v8.29.3/packages/x-data-grid/src/DataGrid/DataGrid.tsx',
    );
  });

  test('the DataGrid page ships its tables once: HTML within 40 KiB gzip, small hydration data, content kept across a visit elsewhere and back', async ({
    page,
  }) => {
    const html = await (await page.request.get('/x/api/data-grid/data-grid/')).body();
    expect(gzipSync(html).length).toBeLessThanOrEqual(40 * 1024);
    await page.goto('/x/api/data-grid/data-grid/');
    const data = await page.locator('#__NEXT_DATA__').textContent();
    expect(data!.length).toBeLessThan(20 * 1024);
    await expect(page.locator('tr#prop-sortModel')).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').first().click();
    await expect(page).not.toHaveURL(/data-grid\/data-grid\/$/);
    await page.goBack();
    await expect(page.locator('tr#prop-sortModel')).toBeVisible();
    await expect(page.locator('tr#prop-sortModel')).toContainText('GridSortModel');
  });

  test('a component whose declarations say nothing has no page, unless a demo imports it', async ({ page }) => {
    expect((await page.goto('/x/api/charts/focused-bar/'))?.status()).toBe(404);
    expect((await page.goto('/x/api/data-grid/grid-pagination/'))?.status()).toBe(200);
    await expect(page.locator('ul.api-demos li').first()).toBeVisible();
  });

  test("an API page's Markdown has its ref line, its Theme section and, for an alias, its type", async ({
    request,
  }) => {
    const gridPro = await (await request.get('/x/api/data-grid/data-grid-pro.md')).text();
    expect(gridPro).toContain('The `ref` prop takes a `React.Ref<HTMLDivElement>`.');
    expect(gridPro).toContain('## Theme');
    expect(gridPro).toContain("import type {} from '@mui/x-data-grid-pro/themeAugmentation';");
    const alias = await (await request.get('/x/api/charts/continuous-scale-name.md')).text();
    expect(alias).toMatch(/## Type\n\n```tsx\ntype ContinuousScaleName = '/);
  });

  test('an unknown API path is a 404 page', async ({ page }) => {
    const response = await page.goto('/x/api/data-grid/not-a-component/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('navigation', { name: 'documentation' })).toBeVisible();
  });
});
