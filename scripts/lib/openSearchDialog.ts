// Opening the search dialog in a browser test or scorer. The search button's handler and the
// shortcut's listener exist only once React has hydrated the page, and on a busy 2-core machine
// hydrating a demo page can end after the network has gone quiet: a press or a click before that
// is lost, and a test waiting for the dialog would wait for good.
import type { Page } from 'playwright-core';

/**
 * Opens the dialog with `open` (Ctrl+K unless given), again until its search box shows; a press
 * that was heard is not repeated once the box is there, so this never closes what it opened.
 */
export async function openSearchDialog(
  page: Page,
  open: () => Promise<void> = () => page.keyboard.press('Control+k'),
  timeoutMs = 30_000,
): Promise<void> {
  const box = page.getByRole('dialog').getByRole('searchbox');
  const deadline = Date.now() + timeoutMs;
  while (!(await box.isVisible())) {
    if (Date.now() > deadline) throw new Error(`The search dialog did not open within ${timeoutMs} ms`);
    await open();
    await box.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
  }
}
