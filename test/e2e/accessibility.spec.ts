import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

// A page of every kind, in both color modes (accessibility-every-page.spec.ts checks every English
// page in light mode).
const PAGES = [
  '/',
  '/x/introduction/',
  '/zh/x/introduction/installation/',
  '/x/react-data-grid/quickstart/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-charts/bars/',
  '/x/react-tree-view/rich-tree-view/items/',
  '/x/api/tree-view/rich-tree-view/',
  '/x/api/data-grid/grid-col-def/',
  '/x/react-charts/gauge/components-api/',
  '/x/api/data-grid/',
  '/blog/',
  '/blog/charts-composition/',
  '/size-snapshot/',
  '/x/migration/migration-data-grid-v7/',
  '/versions/',
  '/production-error/?code=2&args[]=price',
  '/x/not-a-page/',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('body')).toHaveClass(new RegExp(`mode-${colorScheme}`));
        await page.waitForLoadState('networkidle');
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}
