import type { Locator, Page } from '@playwright/test';
import { PALETTE_COLORS_COOKIE, serializePaletteColors } from '../../src/theme/paletteColorsCookie';
import { blue } from '../../src/theme/docsTokens';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { collectScriptBodies } from './scriptBodies';

const DOCS_PAGE = '/x/introduction/';
const OTHER_DOCS_PAGE = '/x/introduction/installation/';
// Docs pages with live demos: a date picker (its "Choose date" icon button) and a data grid.
const DENSE_DEMO = {
  page: '/x/react-date-pickers/date-picker/',
  demo: 'date-pickers/date-picker/BasicDatePicker',
  button: { name: 'Choose date' },
};
const GRID_DEMO = { page: '/x/react-data-grid/quickstart/', demo: 'data-grid/quickstart/QuickstartGrid' };
// A chart whose bar colors come from MUI's color scheme (useColorScheme), not from CSS variables.
const CHART_DEMO = { page: '/x/react-charts/styling/', demo: 'charts/styling/ThemeAwareChart' };
const DARK_BACKGROUND = 'rgb(11, 13, 14)';
const DARK_THEME_COLOR = '#0B0D0E';

/** The app bar's mode switch reports its state once React has hydrated the page. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', /^(true|false)$/);
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

function bodyBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** A demo once its code has loaded and replaced the server-rendered HTML. */
async function liveDemo(page: Page, id: string): Promise<Locator> {
  const frame = page.locator(`.demo[data-demo="${id}"]`);
  await frame.scrollIntoViewIfNeeded();
  const live = frame.locator('.demo-live');
  await expect(live).toHaveAttribute('data-demo-state', 'live');
  return live;
}

function storeDarkMode(page: Page) {
  return page.addInitScript(() => window.localStorage.setItem('mui-mode', 'dark'));
}

test.describe('color mode', () => {
  test('switching to dark sets the body class, mui-mode and the theme-color, and survives a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(DOCS_PAGE);
    await waitForHydration(page);
    await expect(page.locator('body')).toHaveClass(/\bmode-light\b/);

    const drawer = await openSettings(page);
    await drawer.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);
    await expect(page.locator('body')).not.toHaveClass(/\bmode-light\b/);
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', DARK_THEME_COLOR);

    await page.reload();
    await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', DARK_THEME_COLOR);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('hydrating leaves the mode classes of html and body as the inline script set them; a switch changes them', async ({
    page,
  }) => {
    // Rewriting the mode class, even to the same value, restyles the whole page.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { modeClassWrites: string[] }).modeClassWrites = writes;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) writes.push((record.target as Element).tagName);
        }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'], subtree: false });
        new MutationObserver((records) => {
          for (const record of records) writes.push((record.target as Element).tagName);
        }).observe(document.body, { attributes: true, attributeFilter: ['class'] });
      });
    });
    await page.goto(DOCS_PAGE);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const writes = () => page.evaluate(() => (window as unknown as { modeClassWrites: string[] }).modeClassWrites);
    expect(await writes()).toEqual([]);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bmode-dark\b/);
    await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);
    expect(await writes()).toEqual(expect.arrayContaining(['HTML', 'BODY']));
  });

  test('the app bar switch toggles between light and dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(DOCS_PAGE);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('body')).toHaveClass(/\bmode-light\b/);
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('light');
  });

  test("a demo reading MUI's color scheme follows the app bar switch, and a switch to right-to-left keeps the page dark", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(CHART_DEMO.page);
    await waitForHydration(page);
    const firstBar = (await liveDemo(page, CHART_DEMO.demo)).locator('.MuiBarElement-root').first();
    await expect(firstBar).toHaveAttribute('fill', blue[700]);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(firstBar).toHaveAttribute('fill', blue[300]);

    const drawer = await openSettings(page);
    await drawer.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The parts styled with MUI (the demo, the open panel) now write their styles through the
    // right-to-left cache (key `muirtl`), which flips them with the page.
    await expect(page.locator('style[data-emotion^="muirtl"]').first()).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/\bmode-dark\b/);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    await expect(firstBar).toHaveAttribute('fill', blue[300]);
  });

  test.describe('with the app scripts blocked (first paint)', () => {
    test.beforeEach(async ({ page }) => {
      await page.route('**/_next/**', (route) => route.abort());
    });

    test('a stored dark mode paints a dark page', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await storeDarkMode(page);
      await page.goto(DOCS_PAGE);
      await expect(page.locator('html')).toHaveClass(/\bmode-dark\b/);
      await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', DARK_THEME_COLOR);
      expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    });

    test('a dark system preference paints a dark page', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(DOCS_PAGE);
      await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', DARK_THEME_COLOR);
      expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    });
  });
});

test.describe('direction', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('right-to-left moves the drawer to the right and flips the text (not the code), loading its style cache only then', async ({
    page,
  }) => {
    const scripts = collectScriptBodies(page);
    // `muirtl` is the key of the right-to-left emotion cache: only its own chunk contains it.
    const rtlCacheIn = (bodies: string[]) => bodies.some((body) => body.includes('muirtl'));
    await page.goto(DOCS_PAGE);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'documentation' });
    const heading = page.getByRole('heading', { level: 1 });
    const viewportWidth = page.viewportSize()!.width;
    expect((await nav.boundingBox())!.x).toBeLessThan(viewportWidth / 2);
    expect(rtlCacheIn(await scripts.read())).toBe(false);

    const drawer = await openSettings(page);
    await drawer.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(rtlCacheIn(await scripts.stop())).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const navBox = (await nav.boundingBox())!;
    expect(navBox.x + navBox.width).toBeGreaterThan(viewportWidth - 20);
    expect(navBox.x).toBeGreaterThan(viewportWidth / 2);
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    // The heading's text now hugs the right edge of its box.
    const gapAtRight = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return element.getBoundingClientRect().right - range.getBoundingClientRect().right;
    });
    expect(Math.abs(gapAtRight)).toBeLessThan(2);
    // Code keeps reading left to right.
    const codeBlock = page.locator('.markdown-body pre').first();
    expect(await codeBlock.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  });
});

test.describe('density', () => {
  test('dense makes a demo button smaller, and reset restores it', async ({ page }) => {
    await page.goto(DENSE_DEMO.page);
    await waitForHydration(page);
    const button = (await liveDemo(page, DENSE_DEMO.demo)).getByRole('button', DENSE_DEMO.button);
    const regular = (await button.boundingBox())!;

    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: 'Dense' }).check();
    // The open drawer hides the page from the accessibility tree; close it to look at the demo.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toHaveClass(/-sizeSmall\b/);
    expect((await button.boundingBox())!.height).toBeLessThan(regular.height);

    const reopened = await openSettings(page);
    await reopened.getByRole('button', { name: 'Reset density' }).click();
    await expect(reopened.getByRole('switch', { name: 'Dense' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(button).toHaveClass(/-sizeMedium\b/);
    expect((await button.boundingBox())!.height).toBe(regular.height);
  });

  test('dense gives the data grid demo its compact density', async ({ page }) => {
    await page.goto(GRID_DEMO.page);
    await waitForHydration(page);
    const grid = (await liveDemo(page, GRID_DEMO.demo)).locator('.MuiDataGrid-root');
    const firstRow = grid.locator('[role="row"][data-rowindex="0"]');
    const regularHeight = (await firstRow.boundingBox())!.height;

    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: 'Dense' }).check();
    await page.keyboard.press('Escape');
    await expect(grid).toHaveClass(/MuiDataGrid-root--densityCompact/);
    expect((await firstRow.boundingBox())!.height).toBeLessThan(regularHeight);
  });

  test('the spacing buttons change the theme spacing', async ({ page }) => {
    await page.goto(DOCS_PAGE);
    await waitForHydration(page);
    const spacingVariable = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--muidocs-spacing').trim());
    expect(await spacingVariable()).toBe('8px');
    const drawer = await openSettings(page);
    await drawer.getByRole('button', { name: 'Increase spacing' }).click();
    await drawer.getByRole('button', { name: 'Increase spacing' }).click();
    await expect(drawer.getByRole('status', { name: 'Spacing' })).toHaveText('10');
    await expect.poll(spacingVariable).toBe('10px');
    await drawer.getByRole('button', { name: 'Decrease spacing' }).click();
    await expect.poll(spacingVariable).toBe('9px');
  });
});

test.describe('code variant', () => {
  test('a #…js hash selects JS and writes the cookie, which the next page honours', async ({ page, context }) => {
    await page.goto(`${DOCS_PAGE}#SomeDemo.js`);
    await waitForHydration(page);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'codeVariant')?.value)
      .toBe('JS');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'codeVariant')!;
    expect(cookie.path).toBe('/');
    // max-age=31536000: a year from now, give or take the test's own duration.
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 120);
    const drawer = await openSettings(page);
    const variants = drawer.getByRole('group', { name: 'Code language' });
    await expect(variants.getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto(OTHER_DOCS_PAGE);
    await waitForHydration(page);
    const nextDrawer = await openSettings(page);
    await expect(
      nextDrawer.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('settings drawer', () => {
  /** Presses Tab until `target` has focus; fails when it is not in the tab order. */
  async function tabTo(page: Page, target: Locator) {
    for (let presses = 0; presses < 40; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('The control is not reachable with Tab.');
  }

  test('every control works with the keyboard alone', async ({ page, context, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const chosenColors = serializePaletteColors({ primary: '#aa3300' });
    await context.addCookies([{ name: PALETTE_COLORS_COOKIE, value: encodeURIComponent(chosenColors), url: baseURL! }]);
    await page.goto(DOCS_PAGE);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Settings', exact: true }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await expect(drawer).toBeVisible();

    await tabTo(page, drawer.getByRole('button', { name: 'Dark', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);

    await tabTo(page, drawer.getByRole('switch', { name: 'Dense' }));
    await page.keyboard.press('Space');
    await expect(drawer.getByRole('switch', { name: 'Dense' })).toBeChecked();

    await tabTo(page, drawer.getByRole('button', { name: 'Increase spacing' }));
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('status', { name: 'Spacing' })).toHaveText('9');

    await tabTo(page, drawer.getByRole('button', { name: 'Reset density' }));
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('status', { name: 'Spacing' })).toHaveText('8');
    await expect(drawer.getByRole('switch', { name: 'Dense' })).not.toBeChecked();

    await tabTo(page, drawer.getByRole('button', { name: 'JS', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, drawer.getByRole('button', { name: 'Tailwind' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'codeStyling')?.value)
      .toBe('Tailwind');
    expect((await context.cookies()).find((c) => c.name === 'codeVariant')?.value).toBe('JS');

    await tabTo(page, drawer.getByLabel('Primary color'));
    await tabTo(page, drawer.getByLabel('Secondary color'));
    await tabTo(page, drawer.getByRole('button', { name: 'Reset colors' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === PALETTE_COLORS_COOKIE))
      .toBe(false);

    await tabTo(page, drawer.getByRole('button', { name: 'Right to left' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Settings', exact: true })).toBeFocused();
  });
});

test.describe('colors', () => {
  test('chosen colors are saved in a cookie and applied on the next load; a malformed cookie is ignored', async ({
    page,
    context,
    baseURL,
  }) => {
    const primaryMain = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--muidocs-palette-primary-main').trim(),
      );
    await context.addCookies([{ name: 'paletteColors', value: '%7Bbroken', url: baseURL! }]);
    await page.goto(DOCS_PAGE);
    await waitForHydration(page);
    const defaultPrimary = await primaryMain();
    expect(defaultPrimary).toMatch(/^#/);

    const drawer = await openSettings(page);
    await drawer.getByLabel('Primary color').fill('#aa3300');
    await expect.poll(primaryMain).toBe('#aa3300');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(primaryMain).toBe('#aa3300');

    const reopened = await openSettings(page);
    await reopened.getByRole('button', { name: 'Reset colors' }).click();
    await expect.poll(primaryMain).toBe(defaultPrimary);
    expect((await context.cookies()).find((cookie) => cookie.name === 'paletteColors')).toBeUndefined();
  });
});

// test/e2e/accessibility.spec.ts covers many pages under a dark system preference; these cover
// the dark mode chosen in the settings, the drawer itself, and the other settings combined.
test.describe('accessibility in dark mode', () => {
  test('axe finds no serious or critical violation on a demo page with a stored dark mode', async ({ page }) => {
    await storeDarkMode(page);
    await page.goto(DENSE_DEMO.page);
    await waitForHydration(page);
    await expect(page.locator('body')).toHaveClass(/\bmode-dark\b/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('axe finds no serious or critical violation in the open settings drawer', async ({ page }) => {
    await storeDarkMode(page);
    await page.goto(DOCS_PAGE);
    await waitForHydration(page);
    await openSettings(page);
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('axe finds no serious or critical violation when dark, dense and right-to-left', async ({ page }) => {
    await storeDarkMode(page);
    await page.goto(GRID_DEMO.page);
    await waitForHydration(page);
    const drawer = await openSettings(page);
    await drawer.getByRole('switch', { name: 'Dense' }).check();
    await drawer.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
