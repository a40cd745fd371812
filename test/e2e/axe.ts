import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe violations of the page (or of the part `include` selects), one
 * line each (`rule: target, target`), so a failing assertion says what and where.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
