import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { isAcceptedFinding } from './accessibilityAccepted';

/**
 * The serious and critical axe violations of the page (or of the part `include` selects) that
 * test/e2e/accessibilityAccepted.ts does not accept, one line each (`rule: target, target`), so
 * a failing assertion says what and where.
 */
export async function seriousAxeViolations(
  page: Page,
  include?: string,
  { frames = false }: { frames?: boolean } = {},
): Promise<string[]> {
  // Legacy mode runs axe in the page alone: the default opens a second page per run to join the
  // results of frames, which doubles the time of a run, and the site's pages have no frames but
  // the live editor's runner (`frames: true` for a page showing one).
  // Passes and incomplete results are not read: leaving them out spares axe work on long pages.
  const builder = new AxeBuilder({ page }).setLegacyMode(!frames).options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes
        .filter((node) => !isAcceptedFinding(violation.id, { target: node.target.join(' '), html: node.html }))
        .map((node) => node.target.join(' ')),
    }))
    .filter(({ targets }) => targets.length > 0)
    .map(({ id, targets }) => `${id}: ${targets.join(', ')}`);
}
