import type { Locator, Page, Request } from '@playwright/test';
import { decompressFromBase64 } from 'lz-string';
import packageJson from '../../package.json';
import { expect, test } from './fixtures';
import { INTEGRATION_ENV } from './integrationEnv';
import { collectScriptBodies } from './scriptBodies';

const X_VERSION = packageJson.dependencies['@mui/x-data-grid'];

async function grantClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The demo frame of a demo module, and that demo once its module has loaded and taken over. */
function demo(page: Page, id: string): Locator {
  return page.locator(`.demo[data-demo="${id}"]`);
}

async function goLive(demoFrame: Locator) {
  await demoFrame.scrollIntoViewIfNeeded();
  await expect(demoFrame.locator('.demo-live')).toHaveAttribute('data-demo-state', 'live');
}

/** The copy button of a code block names the shortcut once the page has hydrated. */
async function hydratedCodeBlock(page: Page, index: number): Promise<Locator> {
  const block = page.locator('.markdown-body > * > .code-block').nth(index);
  await expect(block.getByRole('button', { name: /^Copy/ })).toHaveAccessibleName('Copy (Ctrl+C)');
  return block;
}

/** Opens a page and waits until it has hydrated and loaded what it loads by itself. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/**
 * Stops the page's clock (timers included) once it has loaded, so that a test decides when the
 * "Copied" label's timer runs, whatever the speed of the machine.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((entry) => entry.name === name)?.value;
}

test.describe('code blocks', () => {
  test('the copy button puts the exact text of its block on the clipboard, shows Copied and reverts', async ({
    page,
  }) => {
    await grantClipboard(page);
    await page.clock.install();
    await page.goto('/x/react-data-grid/column-header/');
    const block = await hydratedCodeBlock(page, 0);
    const text = await block.locator('pre').textContent();
    expect(text).toContain("import type { GridColDef } from '@mui/x-data-grid';");

    await pauseClock(page);
    // The block's only button; its name starts with "Copy" until it reads "Copied".
    const button = block.getByRole('button');
    await expect(button).toHaveAccessibleName(/^Copy/);
    await button.click();
    await expect(button).toHaveText('Copied');
    expect(await readClipboard(page)).toBe(text);
    // "Copied" for 2 s, then back to "Copy".
    await page.clock.runFor(1999);
    await expect(button).toHaveText('Copied');
    await page.clock.runFor(1);
    await expect(button).toHaveText('Copy(Ctrl+C)');
    await expect(button).toHaveAttribute('data-ga-event-category', 'code');
    await expect(button).toHaveAttribute('data-ga-event-action', 'copy-click');
  });

  test('Ctrl+C copies the hovered or focused block when no text is selected, and the label names the shortcut', async ({
    page,
  }) => {
    await grantClipboard(page);
    await page.clock.install();
    await page.goto('/x/react-data-grid/column-header/');
    const block = await hydratedCodeBlock(page, 1);
    const text = await block.locator('pre').textContent();
    const button = block.getByRole('button');

    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await pauseClock(page);
    await block.locator('pre').hover();
    await page.keyboard.press('Control+c');
    await expect(button).toHaveText('Copied');
    expect(await readClipboard(page)).toBe(text);

    // The same with the keyboard only: the focused block is copied, wherever the pointer is.
    const first = page.locator('.markdown-body > * > .code-block').first();
    await page.mouse.move(0, 0);
    await first.locator('pre').focus();
    await page.keyboard.press('Control+c');
    await expect(first.getByRole('button')).toHaveText('Copied');
    expect(await readClipboard(page)).toBe(await first.locator('pre').textContent());
  });

  test('Ctrl+C leaves a selection to the browser', async ({ page }) => {
    await grantClipboard(page);
    await page.goto('/x/react-data-grid/column-header/');
    const block = await hydratedCodeBlock(page, 0);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await block.locator('pre').hover();
    // Select one word of the description, outside the block.
    await page.evaluate(() => {
      const description = document.querySelector('.description')!.firstChild!;
      const range = document.createRange();
      range.setStart(description, 0);
      range.setEnd(description, 5);
      window.getSelection()!.addRange(range);
    });
    await page.keyboard.press('Control+c');
    await expect(block.getByRole('button')).not.toHaveText('Copied');
    expect(await readClipboard(page)).not.toBe(await block.locator('pre').textContent());
  });
});

test.describe('demos', () => {
  test('a collapsed demo shows its JSX preview; the JS/TS switch changes the source and the cookie', async ({
    page,
  }) => {
    await open(page, '/x/react-charts/bars/');
    const frame = demo(page, 'charts/bars/RegionRevenueCard');
    const code = frame.locator('.demo-code');
    await expect(code.locator('.demo-preview')).toContainText('<BarChart');
    await expect(code.locator('.demo-preview')).not.toContainText('import');

    await frame.getByRole('button', { name: 'Show code' }).click();
    await expect(frame.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
    await expect(code.locator('pre')).toContainText("import { BarChart } from '@mui/x-charts/BarChart';");
    await expect(code.locator('pre')).toContainText('export default function RegionRevenueCard()');

    const grid = demo(page, 'charts/bars/BasicBars');
    await grid.getByRole('button', { name: 'JS' }).click();
    expect(await cookie(page, 'codeVariant')).toBe('JS');
    // Every demo follows the global variant; the TS-only syntax of the quickstart grid is gone.
    await open(page, '/x/react-data-grid/quickstart/');
    const quickstart = demo(page, 'data-grid/quickstart/QuickstartGrid');
    await expect(quickstart.getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
    await quickstart.getByRole('button', { name: 'Show code' }).click();
    const source = quickstart.locator('.demo-code pre');
    await expect(source).toContainText('export default function QuickstartGrid()');
    await expect(source).not.toContainText('interface InventoryItem');

    await quickstart.getByRole('button', { name: 'TS' }).click();
    await expect(source).toContainText('interface InventoryItem');
    expect(await cookie(page, 'codeVariant')).toBe('TS');
  });

  test('the Tailwind styling renders for real and never restyles the docs', async ({ page }) => {
    await open(page, '/x/react-data-grid/style/');
    const frame = demo(page, 'data-grid/style/ShipmentStatusGrid');
    await goLive(frame);

    const docsStyles = () =>
      page.evaluate(() => {
        const selectors = [
          'body',
          'h1',
          '.description',
          '.markdown-body h2',
          '.markdown-body p',
          'pre',
          'header',
          'nav',
        ];
        const properties = ['margin', 'padding', 'font-size', 'font-weight', 'color', 'background-color', 'display'];
        return selectors.map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return [selector, ...properties.map((property) => style.getPropertyValue(property))];
        });
      });
    const before = await docsStyles();

    await frame.getByRole('button', { name: 'Tailwind' }).click();
    await expect(frame.locator('.demo-live')).toHaveClass(/tailwind-demo/);
    const lostRow = frame.locator('.MuiDataGrid-row', { hasText: 'Marseille' });
    await expect(lostRow).toHaveClass(/bg-red-500\/15/);
    // The utility is compiled: the row is tinted and bold.
    await expect(lostRow).toHaveCSS('font-weight', '600');
    expect(await lostRow.evaluate((row) => getComputedStyle(row).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await cookie(page, 'codeStyling')).toBe('Tailwind');

    expect(await docsStyles()).toEqual(before);
    // Every rule of the Tailwind sheet only reaches inside a Tailwind demo, or only sets
    // Tailwind's own --tw-* variables.
    const unscoped = await page.evaluate(() => {
      const sheet = [...document.styleSheets].find((candidate) =>
        (candidate.ownerNode as HTMLElement | null)?.dataset.href?.includes('tailwind'),
      );
      if (!sheet) return ['no Tailwind style sheet'];
      const problems: string[] = [];
      const visit = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) {
            const scoped = rule.selectorText.split(',').every((part) => part.trim().startsWith('.tailwind-demo '));
            const onlyVariables = [...rule.style].every((property) => property.startsWith('--tw-'));
            if (!scoped && !onlyVariables) problems.push(rule.cssText);
          }
          if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
        }
      };
      visit(sheet.cssRules);
      return problems;
    });
    expect(unscoped).toEqual([]);

    // The CSS variant renders with its CSS module.
    await frame.getByRole('button', { name: 'CSS' }).click();
    await expect(frame.locator('.demo-live')).not.toHaveClass(/tailwind-demo/);
    await expect(frame.locator('.MuiDataGrid-row', { hasText: 'Marseille' })).toHaveClass(/lost/);
    await expect(frame.locator('.MuiDataGrid-row', { hasText: 'Marseille' })).toHaveCSS('font-weight', '600');
  });

  test('CodeSandbox and StackBlitz receive the demo as a project', async ({ page, externalRequests }) => {
    await open(page, '/x/react-data-grid/style/');
    const frame = demo(page, 'data-grid/style/ShipmentStatusGrid');
    const posted = (host: string) =>
      page.context().waitForEvent('request', (request: Request) => request.url().startsWith(`https://${host}/`));

    const [codesandbox] = await Promise.all([
      posted('codesandbox.io'),
      frame.getByRole('button', { name: 'Open in CodeSandbox' }).click(),
    ]);
    expect(codesandbox.method()).toBe('POST');
    expect(codesandbox.url()).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    const form = new URLSearchParams(codesandbox.postData() ?? '');
    expect(form.get('query')).toBe('file=/src/ShipmentStatusGrid.tsx');
    const base64 = form.get('parameters')!.replace(/-/g, '+').replace(/_/g, '/');
    const { files } = JSON.parse(decompressFromBase64(base64)!) as { files: Record<string, { content: string }> };
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/ShipmentStatusGrid.tsx',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(files['src/ShipmentStatusGrid.tsx'].content).toContain('export default function ShipmentStatusGrid()');
    const dependencies = JSON.parse(files['package.json'].content).dependencies;
    expect(dependencies['@mui/x-data-grid']).toBe(X_VERSION);
    expect(dependencies).toHaveProperty('@mui/material');
    expect(dependencies).toHaveProperty('@emotion/react');
    expect(dependencies.react).toMatch(/^\^19\./);

    // StackBlitz gets the CSS variant in JavaScript: the CSS module travels with the demo.
    await frame.getByRole('button', { name: 'CSS' }).click();
    await frame.getByRole('button', { name: 'JS' }).click();
    const [stackblitz] = await Promise.all([
      posted('stackblitz.com'),
      frame.getByRole('button', { name: 'Open in StackBlitz' }).click(),
    ]);
    expect(stackblitz.method()).toBe('POST');
    expect(stackblitz.url()).toContain('file=src%2FShipmentStatusGrid.jsx');
    const project = new URLSearchParams(stackblitz.postData() ?? '');
    expect(project.get('project[template]')).toBe('node');
    expect(project.get('project[files][src/ShipmentStatusGrid.jsx]')).toContain(
      "import styles from './ShipmentStatusGrid.module.css';",
    );
    expect(project.get('project[files][src/ShipmentStatusGrid.module.css]')).toContain('.lost');
    expect(JSON.parse(project.get('project[files][package.json]')!).dependencies['@mui/x-data-grid']).toBe(X_VERSION);
    // Both went nowhere: the fixture aborted them.
    expect(externalRequests.some((url) => url.startsWith('https://codesandbox.io/'))).toBe(true);
    expect(externalRequests.some((url) => url.startsWith('https://stackblitz.com/'))).toBe(true);
  });

  test('a demo that fails in the browser shows its error and the rest of the page keeps working', async ({ page }) => {
    // No demo of the site throws (the build renders each once and fails on one that does), so the
    // failure is made here: the script holding the demo's code answers 500 once the page is open.
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await open(page, '/x/react-data-grid/row-definition/');
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await (/sku:\s*"LMP-100"/.test(body) ? route.fulfill({ status: 500, body: '' }) : route.fulfill({ response }));
    });
    const frame = demo(page, 'data-grid/row-definition/RowIdFromSkuGrid');
    await frame.scrollIntoViewIfNeeded();
    const alert = frame.locator('.demo-live').getByRole('alert');
    await expect(alert).toContainText('This demo failed to render.');
    expect(pageErrors).toEqual([]);

    // The demo's own toolbar and the page around it still work.
    await frame.getByRole('button', { name: 'Show code' }).click();
    await expect(frame.locator('.demo-code pre')).toContainText('export default function RowIdFromSkuGrid()');
    await page.getByRole('navigation', { name: 'Page table of contents' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/#/);
    expect(pageErrors).toEqual([]);
  });

  test('a demo below the fold loads its code only when scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const scripts = collectScriptBodies(page);
    await page.goto('/x/react-charts/bars/');
    await page.waitForLoadState('networkidle');
    const frame = demo(page, 'charts/bars/RegionRevenueCard');
    const live = frame.locator('.demo-live');
    // The demo is far below the viewport, beyond the margin at which demos start loading.
    expect(await live.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(720 + 400);
    await expect(live).toHaveAttribute('data-demo-state', 'static');
    await expect(live).toContainText('Revenue by region');

    const uniqueText = 'Thousands of euros, last quarter';
    const loadedBefore = await scripts.read();
    expect(loadedBefore.filter((body) => body.includes(uniqueText))).toEqual([]);

    await goLive(frame);
    const loadedAfter = (await scripts.stop()).slice(loadedBefore.length);
    expect(loadedAfter.some((body) => body.includes(uniqueText))).toBe(true);
  });

  test('a demo page downloads the loaders of its own demos only', async ({ page }) => {
    const scripts = collectScriptBodies(page);
    await open(page, '/x/react-data-grid/sorting/');
    await goLive(demo(page, 'data-grid/sorting/InitialSortGrid'));
    await page.waitForLoadState('networkidle');
    const bodies = await scripts.stop();
    // Each page folder's registry names its demo modules by id; the index of folders names none.
    const moduleIds = new Set(bodies.flatMap((body) => body.match(/[a-z-]+(?:\/[a-z-]+)+\/[A-Z]\w+/g) ?? []));
    const ownIds = [...moduleIds].filter((id) => id.startsWith('data-grid/sorting/'));
    const otherIds = [...moduleIds].filter(
      (id) =>
        /^(data-grid|date-pickers|charts|tree-view|introduction)\//.test(id) && !id.startsWith('data-grid/sorting/'),
    );
    expect(ownIds).toContain('data-grid/sorting/InitialSortGrid');
    expect(ownIds.length).toBeGreaterThanOrEqual(2);
    expect(otherIds).toEqual([]);
  });

  test('the toolbar is one tab stop and the arrow keys move between its buttons', async ({ page }) => {
    await open(page, '/x/react-charts/bars/');
    const toolbar = demo(page, 'charts/bars/RegionRevenueCard').getByRole('toolbar', { name: 'Demo actions' });
    const showCode = toolbar.getByRole('button', { name: 'Show code' });
    await showCode.focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'JS' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'TS' })).toBeFocused();
    // The last action is StackBlitz: without a configured site repository there is no source link.
    await expect(toolbar.getByRole('link', { name: 'View the source file on GitHub' })).toHaveCount(0);
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Open in StackBlitz' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(showCode).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(toolbar.getByRole('button', { name: 'Open in StackBlitz' })).toBeFocused();
    // Only the last focused item is in the tab order.
    expect(await toolbar.locator('[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(toolbar.getByRole('button', { name: 'Hide code' })).toBeVisible();
  });

  test('copy source copies the demo source, shows Copied and reverts after 1.2 s', async ({ page }) => {
    await grantClipboard(page);
    await page.clock.install();
    await open(page, '/x/react-charts/bars/');
    await pauseClock(page);
    const frame = demo(page, 'charts/bars/RegionRevenueCard');
    const copy = frame.getByRole('button', { name: /^Copy source|^Copied/ });
    await expect(copy).toHaveAttribute('data-ga-event-action', 'copy');
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await readClipboard(page)).toContain('export default function RegionRevenueCard()');
    await page.clock.runFor(1199);
    await expect(copy).toHaveText('Copied');
    await page.clock.runFor(1);
    await expect(copy).toHaveText('Copy source');
  });

  test('after a client-side move to the next page, the demo there shows and copies its own source', async ({
    page,
  }) => {
    await grantClipboard(page);
    await open(page, '/x/react-charts/sparkline/');
    const first = demo(page, 'charts/sparkline/VisitorsKpiCard');
    await first.getByRole('button', { name: 'Show code' }).click();
    await expect(first.locator('pre')).toContainText('export default function VisitorsKpiCard()');
    await first.getByRole('button', { name: 'Copy source' }).click();
    await expect(first.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await readClipboard(page)).toContain('export default function VisitorsKpiCard()');

    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/x\/react-charts\/gauge\/$/);
    const second = demo(page, 'charts/gauge/BasicGauge');
    await expect(second.getByRole('button', { name: 'Show code' })).toHaveAttribute('aria-expanded', 'false');
    await second.getByRole('button', { name: 'Copy source' }).click();
    await expect(second.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await readClipboard(page)).toContain('export default function BasicGauge()');
    await second.getByRole('button', { name: 'Show code' }).click();
    await expect(second.locator('pre')).toContainText('export default function BasicGauge()');
  });

  test('shown code arrives highlighted, with no highlighter downloaded', async ({ page }) => {
    const scripts = collectScriptBodies(page);
    await open(page, '/x/react-charts/gauge/');
    const frame = demo(page, 'charts/gauge/BasicGauge');
    await frame.getByRole('button', { name: 'Show code' }).click();
    await expect(frame.locator('.demo-file pre .token.keyword').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A string of Prism's core that survives minification.
    for (const body of await scripts.stop()) expect(body).not.toContain('disableWorkerMessageHandler');
  });

  test('reset mounts the demo afresh', async ({ page }) => {
    await open(page, '/x/react-tree-view/rich-tree-view/items/');
    const frame = demo(page, 'tree-view/rich-tree-view/items/StyledFileTree');
    await goLive(frame);
    const reports = frame.getByRole('treeitem', { name: 'Reports' });
    await expect(reports).toHaveAttribute('aria-expanded', 'false');
    await reports.click();
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    await frame.getByRole('button', { name: 'Reset the demo' }).click();
    await expect(reports).toHaveAttribute('aria-expanded', 'false');
    await expect(frame.getByRole('treeitem', { name: 'Handbook' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('links to the site’s own sources', { tag: '@integration' }, () => {
  // The integration build names a repository for the site (scripts/integration-env.json).
  const repository = INTEGRATION_ENV.NEXT_PUBLIC_DOCS_REPOSITORY;

  test('a guide opens its Markdown in the editor and a demo shows its file, both in the site’s repository', async ({
    page,
  }) => {
    await open(page, '/x/react-data-grid/editing/persistence/');
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      `${repository}/edit/main/data/data-grid/editing/persistence/persistence.md`,
    );
    await open(page, '/x/react-charts/bars/');
    const toolbar = demo(page, 'charts/bars/RegionRevenueCard').getByRole('toolbar', { name: 'Demo actions' });
    await expect(toolbar.getByRole('link', { name: 'View the source file on GitHub' })).toHaveAttribute(
      'href',
      `${repository}/blob/main/data/charts/bars/RegionRevenueCard.tsx`,
    );
    await toolbar.getByRole('button', { name: 'JS' }).click();
    await expect(toolbar.getByRole('link', { name: 'View the source file on GitHub' })).toHaveAttribute(
      'href',
      `${repository}/blob/main/data/charts/bars/RegionRevenueCard.js`,
    );
  });
});
