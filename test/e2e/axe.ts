import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The text the Pro and Premium packages draw over their components when no license key is set. */
const LICENSE_WATERMARK_TEXT = 'MUI X Missing license key';

/**
 * The serious and critical axe violations of the page (or of the part `include` selects), one
 * line each (`rule: target, target`), so a failing assertion says what and where. The packages'
 * "Missing license key" watermark is left out: it is their own faint text, shown on purpose when
 * no license key is set, as in these builds (@mui/x-license 8.29.3).
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate((watermarkText) => {
    for (const element of document.querySelectorAll('main div')) {
      if (element.childElementCount === 0 && element.textContent === watermarkText) {
        element.setAttribute('data-license-watermark', '');
      }
    }
  }, LICENSE_WATERMARK_TEXT);
  const builder = new AxeBuilder({ page }).exclude('[data-license-watermark]');
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
