import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { AD_PAGE, SLOT, fixRandom } from './adTestHelpers';

// The default build: the ad network is off, so every ad is one of ours and nothing is fetched
// from another host.

test('with the network off, an in-house ad shows right under the page description', async ({
  page,
  externalRequests,
}) => {
  await fixRandom(page, 0.5);
  await page.goto(AD_PAGE);
  const slot = page.locator('.description + [role="complementary"]');
  await expect(slot).toHaveAttribute('aria-label', SLOT.name);
  const link = slot.getByRole('link');
  await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  await expect(link).toHaveAttribute('href', /^\/x\//);
  const image = slot.locator('img');
  await expect(image).toHaveJSProperty('naturalWidth', 130);
  await expect(image).toHaveJSProperty('naturalHeight', 100);
  expect(externalRequests).toEqual([]);
});

test('the in-house ad opens the advertised page of the site', async ({ page }) => {
  await fixRandom(page, 0.5);
  await page.goto(AD_PAGE);
  const link = page.getByRole(SLOT.role, { name: SLOT.name }).getByRole('link');
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the inline layout shows an in-house ad too', async ({ page }) => {
  await fixRandom(page, 0.1);
  await page.goto(`/zh${AD_PAGE}`);
  const link = page.getByRole(SLOT.role, { name: '广告' }).getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/zh\/x\//);
});

for (const [name, path] of [
  ['a pro-plan page', '/x/react-data-grid/column-pinning/'],
  ['a premium-plan page', '/x/react-data-grid/cell-selection/'],
  ['the 404 page', '/no-such-page/'],
  ['the production-error page', '/production-error/?code=1'],
  ['the landing page', '/'],
]) {
  test(`${name} has no ad slot`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole(SLOT.role, { name: SLOT.name })).toHaveCount(0);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the ad has no serious accessibility violation (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await fixRandom(page, 0.5);
    await page.goto(AD_PAGE);
    await expect(page.getByRole(SLOT.role, { name: SLOT.name }).getByRole('link')).toBeVisible();
    expect(await seriousAxeViolations(page, '[role="complementary"]')).toEqual([]);
  });
}
