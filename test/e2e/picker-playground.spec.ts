import path from 'node:path';
import { build } from 'esbuild';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The picker playground's promise: the JSX it offers to copy, rendered on its own, gives the
 * picker it shows. The copied text is bundled with the installed packages (esbuild, which tsx
 * already brings) and rendered on a blank page; both pickers are opened and compared.
 */

test.use({ viewport: { width: 1280, height: 900 } });

/** The copied JSX as a script that renders it into `#root`. */
async function bundleJsx(jsx: string): Promise<string> {
  const entry = [
    "import * as React from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import dayjs from 'dayjs';",
    "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
    "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
    "import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';",
    `createRoot(document.getElementById('root')).render(<>${jsx}</>);`,
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, loader: 'jsx', resolveDir: path.resolve('.') },
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

interface PickerState {
  field: string;
  toolbar: boolean;
  popup: string;
  /** The popup after picking a year from the toolbar: the view that follows the year. */
  afterYear: string;
}

/** Opens the picker inside `scope`, reads it, then walks from the year to the next view. */
async function readPicker(page: Page, scope: Locator): Promise<PickerState> {
  const field = await scope.locator('input').first().inputValue();
  await scope.getByRole('button', { name: /choose date/i }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  // The popper grows in; read it once the transition is over.
  await expect(popup.locator('.MuiPickersLayout-root')).toBeVisible();
  await page.waitForTimeout(400);
  const toolbar = await popup.locator('.MuiPickersLayout-toolbar').isVisible();
  // Lower-cased: innerText follows each theme's text-transform (the docs' buttons are not upper case).
  const popupText = (await popup.innerText()).replace(/\s+/g, ' ').toLowerCase();
  await popup.getByRole('button', { name: '2026', exact: true }).first().click();
  await popup.getByRole('radio', { name: '2027' }).click();
  await page.waitForTimeout(400);
  const afterYear = (await popup.innerText()).replace(/\s+/g, ' ').toLowerCase();
  await page.keyboard.press('Escape');
  return { field, toolbar, popup: popupText, afterYear };
}

test('the copied JSX of the desktop variant with all views and ampm off renders the picker shown', async ({
  page,
  browser,
}) => {
  // Bundling the copied code takes several seconds on a loaded machine.
  test.setTimeout(120_000);
  await page.goto('/x/react-date-pickers/playground/');
  await page.waitForLoadState('networkidle');
  const frame = page.locator('.demo[data-demo="date-pickers/playground/PickerPlayground"]');
  await frame.scrollIntoViewIfNeeded();
  const demo = frame.locator('.demo-live');
  await expect(demo).toHaveAttribute('data-demo-state', 'live');

  await demo.getByRole('button', { name: 'desktop', exact: true }).click();
  await demo.getByRole('checkbox', { name: 'month' }).check();
  await demo
    .getByRole('switch', { name: 'ampm' })
    .or(demo.getByRole('checkbox', { name: 'ampm' }))
    .uncheck();
  const jsx = await demo.getByTestId('playground-jsx').innerText();
  expect(jsx).toContain("views={['year', 'month', 'day', 'hours', 'minutes']}");
  expect(jsx).toContain('ampm={false}');

  const shown = await readPicker(page, demo.getByTestId('playground-picker'));
  // What the settings promise, on the picker shown: the toolbar, a 24-hour time, a month step.
  expect(shown.toolbar).toBe(true);
  expect(shown.field).toBe('04/15/2026 10:30');
  expect(shown.afterYear).toContain('jan feb mar apr may jun jul aug sep oct nov dec');

  const copyPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  copyPage.on('pageerror', (error) => errors.push(error.message));
  await copyPage.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
  await copyPage.addScriptTag({ content: await bundleJsx(jsx) });
  const copied = await readPicker(copyPage, copyPage.locator('#root'));
  await copyPage.close();

  expect(errors).toEqual([]);
  expect(copied).toEqual(shown);
});
