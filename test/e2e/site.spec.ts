import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectScriptBodies } from './scriptBodies';
import { ICON_FONT_STYLESHEET } from '../../src/iconFont/loadIconFont';
import { ONEPIRATE_FONTS_STYLESHEET } from '../../src/nav/extraFonts';
import { BODY_FONT_DIR, BODY_FONT_PRELOAD } from '../../src/layout/bodyFont';
import { builtPageUrls } from './siteUrls';

/** The paths of the page data (`/_next/data/…json`) the page asks for from now on: its prefetches. */
function pageDataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/data/')) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe('docs pages', () => {
  test('the introduction renders its title and the navigation drawer', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/x/introduction/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const drawer = page.getByRole('navigation', { name: 'documentation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('[aria-current="page"]')).toHaveAttribute('href', '/x/introduction/');
    await expect(page).toHaveTitle(/MUI X$/);
    await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'x');
    await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute('content', 'x');
  });

  test('product pages carry their product id', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'x-data-grid');
  });

  test('the active page opens its group and is scrolled into the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 700 });
    await page.goto('/x/react-tree-view/rich-tree-view/ordering/');
    const active = page.getByRole('navigation', { name: 'documentation' }).locator('[aria-current="page"]');
    await expect(active).toBeInViewport();
    await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'x-tree-view');
  });

  test('a Chinese page has lang zh and Chinese navigation titles', async ({ page }) => {
    await page.goto('/zh/x/introduction/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    const drawer = page.getByRole('navigation', { name: 'documentation' });
    await expect(drawer.getByRole('link', { name: '安装' })).toHaveAttribute(
      'href',
      '/zh/x/introduction/installation/',
    );
    await expect(drawer.getByRole('button', { name: '数据表格' })).toBeAttached();
  });

  test('an untranslated page shows English content with a notice in the reader language', async ({ page }) => {
    await page.goto('/zh/x/react-data-grid/sorting/');
    await expect(page.getByText('此页面尚未翻译成您的语言，因此以英文显示。')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorting');
  });

  test('?userLanguage=zh lands on the Chinese page', async ({ page }) => {
    await page.goto('/x/introduction/installation/?userLanguage=zh');
    await expect(page).toHaveURL(/\/zh\/x\/introduction\/installation\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('an unknown ?userLanguage value is ignored', async ({ page }) => {
    await page.goto('/x/introduction/?userLanguage=%3Cscript%3E');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/x\/introduction\/\?userLanguage=%3Cscript%3E$/);
  });

  test('the language menu links to the same page in each language', async ({ page }) => {
    await page.goto('/x/introduction/licensing/');
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('the nav and UI strings of a language are fetched once across client-side navigations', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const siteDataRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/_site/')) siteDataRequests.push(pathname);
    });
    const drawer = page.getByRole('navigation', { name: 'documentation' });
    const heading = page.getByRole('heading', { level: 1 });

    await page.goto('/x/introduction/');
    // Gone if any of the navigations below loads a new document.
    await page.evaluate(() => document.documentElement.setAttribute('data-first-document', ''));
    await drawer.getByRole('link', { name: 'Installation' }).click();
    await expect(heading).toHaveText('Installation');
    await drawer.getByRole('link', { name: 'Licensing' }).click();
    await expect(heading).toHaveText('Licensing');
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\/$/);
    await expect(drawer.getByRole('link', { name: '安装' })).toBeVisible();
    await drawer.getByRole('link', { name: '安装' }).click();
    await expect(page).toHaveURL(/\/zh\/x\/introduction\/installation\/$/);
    await drawer.getByRole('link', { name: '支持', exact: true }).click();
    await expect(page).toHaveURL(/\/zh\/x\/introduction\/support\/$/);
    await expect(drawer.locator('[aria-current="page"]')).toHaveAttribute('href', '/zh/x/introduction/support/');

    // Five pages in two languages, four of them reached without a page load.
    await expect(page.locator('html')).toHaveAttribute('data-first-document', '');
    const byLanguage = (language: string) => siteDataRequests.filter((path) => path.startsWith(`/_site/${language}.`));
    expect(byLanguage('en')).toHaveLength(1);
    expect(byLanguage('zh')).toHaveLength(1);
    expect(siteDataRequests).toHaveLength(2);
  });

  test('untranslated content on a Chinese page is marked as English', async ({ page }) => {
    await page.goto('/zh/x/react-data-grid/sorting/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.locator('.markdown-body').first().locator('xpath=..')).toHaveAttribute('lang', 'en');
    await page.goto('/zh/x/introduction/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en');
  });

  test('the version picker lists every version with its host', async ({ page }) => {
    await page.goto('/x/react-data-grid/editing/');
    await page.getByRole('button', { name: /^v8\.0\.0-alpha\.14/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toHaveText('v8.0.0-alpha.14 (current)');
    await expect(menu.getByRole('menuitem').first()).toHaveAttribute('href', '/x/react-data-grid/editing/');
    await expect(menu.getByRole('menuitem', { name: 'v7' })).toHaveAttribute(
      'href',
      'https://v7.mui.com/x/react-data-grid/editing/',
    );
    await expect(menu.getByRole('menuitem', { name: 'v6' })).toHaveAttribute(
      'href',
      'https://v6.mui.com/x/react-data-grid/editing/',
    );
    await expect(menu.getByRole('menuitem', { name: 'v5' })).toHaveAttribute(
      'href',
      'https://v5.mui.com/x/react-data-grid/editing/',
    );
    await expect(menu.getByRole('menuitem', { name: 'v4' })).toHaveAttribute(
      'href',
      'https://v4.mui.com/components/data-grid/',
    );
    await page.keyboard.press('Escape');
    await page.goto('/x/react-charts/bars/');
    await page.getByRole('button', { name: /^v8\.0\.0-alpha\.14/ }).click();
    await expect(page.getByRole('menuitem', { name: 'v4' })).toHaveCount(0);
  });

  test('the versions page lists every product', async ({ page }) => {
    await page.goto('/versions/');
    for (const name of ['Data Grid', 'Date and Time Pickers', 'Charts', 'Tree View']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
  });

  test('an unknown URL shows the 404 page with the drawer and a way back', async ({ page }) => {
    const response = await page.goto('/x/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'documentation' })).toBeAttached();
    await page.getByRole('link', { name: 'Back to the MUI X overview' }).click();
    await expect(page).toHaveURL(/\/x\/introduction\/$/);
  });

  test('the production-error page shows hostile arguments as text and runs nothing', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      return dialog.dismiss();
    });
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await page.goto(`/production-error/?code=1&args[]=${encodeURIComponent(hostile)}`);
    await expect(page.getByTestId('error-message')).toHaveText(`MUI X: No row with id #${hostile} was found.`);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main img').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('the production-error page marks missing arguments and explains unknown codes', async ({ page }) => {
    await page.goto('/production-error/?code=4&args[]=treeData');
    await expect(page.getByTestId('error-message')).toContainText('[missing argument]');
    await page.goto('/production-error/?code=9999');
    await expect(page.getByText('This error code is not known')).toBeVisible();
  });

  test('blog and size snapshot are never language-prefixed', async ({ page, request }) => {
    expect((await request.get('/blog/')).status()).toBe(200);
    expect((await request.get('/size-snapshot/')).status()).toBe(200);
    expect((await request.get('/zh/blog/')).status()).toBe(404);
    await page.goto('/blog/');
    await expect(page.getByRole('button', { name: 'Change language' })).toHaveCount(0);
  });

  test('the blog lists its posts newest first and its RSS 2.0 feed lists every post', async ({ page, request }) => {
    await page.goto('/blog/');
    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
    expect(await posts.count()).toBeGreaterThanOrEqual(3);
    const dates = await posts
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());
    const feedLink = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feedLink).toHaveAttribute('href', '/blog/rss.xml');
    const postLinks = await posts
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

    const feed = await request.get('/blog/rss.xml');
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        channelTitle: doc.querySelector('channel > title')?.textContent,
        links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent),
        dates: [...doc.querySelectorAll('item > pubDate')].map((date) => date.textContent),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe('2.0');
    expect(parsed.channelTitle).toBeTruthy();
    expect(parsed.links).toEqual(postLinks.map((href) => `https://mui.com${href}`));
    for (const date of parsed.dates) expect(Number.isNaN(Date.parse(date ?? ''))).toBe(false);

    await page.goto(postLinks[0]!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main time')).toHaveAttribute('datetime', dates[0]!);
  });

  test('the Chinese licensing page is written in Chinese', async ({ page }) => {
    await page.goto('/zh/x/introduction/licensing/');
    await expect(page.getByRole('note')).toHaveCount(0);
    const text = await page.locator('.markdown-body').first().innerText();
    const han = text.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
    expect(han).toBeGreaterThan(300);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en');
  });

  test('every page has a canonical link and hreflang alternates', async ({ page }) => {
    await page.goto('/zh/x/react-charts/pie/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://mui.com/zh/x/react-charts/pie/',
    );
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      'https://mui.com/x/react-charts/pie/',
    );
    await expect(page.locator('link[hreflang="pt"]')).toHaveAttribute('href', 'https://mui.com/pt/x/react-charts/pie/');
  });

  test('the table of contents links to the page sections', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/x/introduction/installation/');
    const toc = page.getByRole('navigation', { name: 'Page table of contents' });
    const firstLink = toc.getByRole('link').first();
    const target = (await firstLink.getAttribute('href')) ?? '';
    await firstLink.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });

  test('breadcrumbs and previous and next links frame a docs page', async ({ page }) => {
    await page.goto('/x/react-data-grid/editing/persistence/');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Data Grid' })).toHaveAttribute('href', '/x/react-data-grid/');
    await expect(crumbs).toContainText('Editing');
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', '/x/react-data-grid/editing/');
    await expect(page.locator('a[rel="next"]')).toHaveAttribute(
      'href',
      '/x/react-data-grid/editing/custom-edit-component/',
    );
    // The default build names no repository of the site's own, so there is nothing to edit.
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
    await page.locator('a[rel="next"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/custom edit component/i);
  });

  test('drawer groups collapse and expand from the keyboard and show plan badges', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/x/introduction/');
    const drawer = page.getByRole('navigation', { name: 'documentation' });
    const columns = drawer.getByRole('button', { name: 'Columns' });
    await expect(columns).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: /Column pinning/ })).toBeHidden();
    await columns.focus();
    await page.keyboard.press('Enter');
    await expect(columns).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: /Column pinning/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Column pinning/ })).toContainText('Pro');
    await page.keyboard.press('Enter');
    await expect(columns).toHaveAttribute('aria-expanded', 'false');
  });

  test("a closed group's entries are out of the page until it opens, then in view and prefetched", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const dataRequests = pageDataRequests(page);
    await page.goto('/x/introduction/roadmap/');
    await page.waitForLoadState('networkidle');
    // With its closed groups in the DOM, this page had about 1,520 elements, 1,021 of them in those groups.
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(700);
    const drawer = page.getByRole('navigation', { name: 'documentation' });
    const columns = drawer.getByRole('button', { name: 'Columns' });
    const entriesId = await columns.getAttribute('aria-controls');
    await expect(page.locator(`[id="${entriesId}"]`)).toHaveCount(0);
    await expect(drawer.locator('a[href="/x/react-data-grid/column-pinning/"]')).toHaveCount(0);
    await columns.click();
    await expect(page.locator(`[id="${entriesId}"]`)).toBeVisible();
    const pinning = drawer.getByRole('link', { name: /Column pinning/ });
    await expect(pinning).toBeVisible();
    // Scrolled to, not pointed at: the link is prefetched for being in view.
    await pinning.scrollIntoViewIfNeeded();
    await expect
      .poll(() => dataRequests.some((path) => path.endsWith('/x/react-data-grid/column-pinning.json')))
      .toBe(true);
    await columns.click();
    await expect(pinning).toBeHidden();
  });

  test('the drawer keeps the groups the reader opened across client-side navigations and prefetches a link pointed at', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const dataRequests = pageDataRequests(page);
    await page.goto('/x/introduction/');
    await page.evaluate(() => document.documentElement.setAttribute('data-first-document', ''));
    const drawer = page.getByRole('navigation', { name: 'documentation' });
    const columns = drawer.getByRole('button', { name: 'Columns' });
    await columns.click();
    await expect(columns).toHaveAttribute('aria-expanded', 'true');

    await drawer.getByRole('link', { name: /Column pinning/ }).hover();
    await expect
      .poll(() => dataRequests.some((path) => path.endsWith('/x/react-data-grid/column-pinning.json')))
      .toBe(true);

    await drawer.getByRole('link', { name: 'Installation' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
    await expect(drawer.locator('[aria-current="page"]')).toHaveText('Installation');
    await expect(columns).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: /Column pinning/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-first-document', '');
  });

  test('the drawer prefetches the pages of the links in view, and not those of a closed group', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const dataRequests = pageDataRequests(page);
    await page.goto('/x/introduction/');
    await expect.poll(() => dataRequests.some((path) => path.endsWith('/x/introduction/installation.json'))).toBe(true);
    await page.waitForLoadState('networkidle');
    // Column pinning sits in the Columns group, closed on this page: not in view.
    expect(dataRequests.filter((path) => path.endsWith('/x/react-data-grid/column-pinning.json'))).toEqual([]);
  });

  test('moving to the next page in another group opens that group and shows the active link', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/x/react-data-grid/recipes-columns/');
    const drawer = page.getByRole('navigation', { name: 'documentation' });
    const rows = drawer.getByRole('button', { name: 'Rows', exact: true });
    await expect(rows).toHaveAttribute('aria-expanded', 'false');
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/row-definition\/$/);
    await expect(rows).toHaveAttribute('aria-expanded', 'true');
    const active = drawer.locator('[aria-current="page"]');
    await expect(active).toHaveText('Row definition');
    await expect(active).toBeInViewport();
  });

  test('on a narrow screen the drawer opens from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/x/introduction/');
    await expect(page.getByRole('navigation', { name: 'documentation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    const drawer = page.getByRole('dialog').getByRole('navigation', { name: 'documentation' });
    await drawer.getByRole('link', { name: 'Installation' }).click();
    await expect(page).toHaveURL(/\/x\/introduction\/installation\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('after a client-side switch of language, the narrow-screen drawer lists the new language', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/x/introduction/licensing/');
    await page.evaluate(() => document.documentElement.setAttribute('data-first-document', ''));
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-first-document', '');
    await page.getByRole('button', { name: '打开主导航' }).click();
    const drawer = page.getByRole('dialog').getByRole('navigation');
    await expect(drawer.getByRole('link', { name: '安装' })).toHaveAttribute(
      'href',
      '/zh/x/introduction/installation/',
    );
    await expect(drawer.locator('[aria-current="page"]')).toHaveAttribute('href', '/zh/x/introduction/licensing/');
  });

  test('the landing page leads into every product', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [name, href] of [
      ['Data Grid', '/x/react-data-grid/'],
      ['Date and Time Pickers', '/x/react-date-pickers/'],
      ['Charts', '/x/react-charts/'],
      ['Tree View', '/x/react-tree-view/'],
    ]) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
  });

  test('the skip link moves focus to the content', async ({ page }) => {
    await page.goto('/x/introduction/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });
});

/** The internal links of the navigation drawer in a page's HTML. */
function drawerLinks(html: string): string[] {
  const drawer = /<nav[^>]*aria-label="documentation"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...drawer.matchAll(/href="(\/[^"#]*)"/g)].map((match) => match[1]);
}

test.describe('the whole site', () => {
  test('the self-hosted font stylesheets and every font file they name are served', async ({ request }) => {
    for (const sheet of [ICON_FONT_STYLESHEET, ONEPIRATE_FONTS_STYLESHEET, `${BODY_FONT_DIR}/ibm-plex-sans.css`]) {
      const response = await request.get(sheet);
      expect(response.status(), sheet).toBe(200);
      const files = [...(await response.text()).matchAll(/url\((\.\/files\/[^)]+)\)/g)].map(
        (match) => new URL(match[1], `http://127.0.0.1${sheet}`).pathname,
      );
      expect(files.length, sheet).toBeGreaterThan(1);
      for (const file of files) expect((await request.get(file)).status(), file).toBe(200);
    }
  });

  test('the body font is one preloaded variable file that renders every weight the page uses', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' && request.url().includes('ibm-plex-sans'))
        fontRequests.push(request.url());
    });
    await page.goto('/x/introduction/roadmap/');
    const preloads = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads).toEqual([BODY_FONT_PRELOAD]);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.weight}`),
    );
    expect(loaded).toEqual(['IBM Plex Sans Variable 100 700']);
    await expect(page.locator('body')).toHaveCSS('font-family', /^"IBM Plex Sans Variable",/);
    expect(new Set(fontRequests.map((url) => new URL(url).pathname))).toEqual(
      new Set(preloads.map((href) => href ?? '')),
    );
  });

  test('a text page loads neither MUI nor emotion until a part styled with them opens', async ({ page }) => {
    const scripts = collectScriptBodies(page);
    // `muidocs` is the prefix of the theme's CSS variables: it is written in the code that creates
    // the MUI theme, and in no script of the frame, which reads the variables from static CSS.
    const themeCodeIn = (bodies: string[]) => bodies.some((body) => body.includes('muidocs'));
    const emotionStyles = () => page.locator('style[data-emotion]').count();
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/x/introduction/roadmap/');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', /^(true|false)$/);
    // The ad slot fills in after load: it is static CSS too.
    await expect(page.locator('.ad-slot a')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(themeCodeIn(await scripts.read())).toBe(false);
    expect(await emotionStyles()).toBe(0);

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    expect(themeCodeIn(await scripts.stop())).toBe(true);
    expect(await emotionStyles()).toBeGreaterThan(0);
  });

  test("the frame's icons are views of one sprite, fetched once", async ({ page }) => {
    const spriteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/static/icons/')) spriteRequests.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 1400, height: 900 });
    // A text page: no demo, whose toolbar would fetch the demo icons' sprite.
    await page.goto('/x/introduction/roadmap/');
    const icon = page.getByRole('button', { name: 'Settings', exact: true }).locator('.frame-icon');
    await expect(icon).toBeVisible();
    const masks = await page
      .locator('.frame-icon')
      .evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).maskImage || getComputedStyle(element).webkitMaskImage),
      );
    expect(masks.length).toBeGreaterThan(5);
    for (const mask of masks) expect(mask).toMatch(/\/static\/icons\/frame-icons\.svg#[a-z-]+"?\)$/);
    // The settings icon is drawn: its pixels differ from the box painted whole (no mask) and from
    // the box left empty.
    const drawn = await icon.screenshot();
    await icon.evaluate((element: HTMLElement) => {
      element.style.maskImage = 'none';
      element.style.setProperty('-webkit-mask-image', 'none');
    });
    const whole = await icon.screenshot();
    await icon.evaluate((element: HTMLElement) => {
      element.style.backgroundColor = 'transparent';
    });
    const empty = await icon.screenshot();
    expect(drawn.equals(whole)).toBe(false);
    expect(drawn.equals(empty)).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(spriteRequests).toEqual(['/static/icons/frame-icons.svg']);
  });

  test('sitemap and robots.txt are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: https://mui.com/sitemap.xml');
    expect(builtPageUrls()).toContain('/zh/x/introduction/');
  });

  test('every navigation link of every language answers 200 and has its text and drawer in the HTML', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const languages = ['', '/zh', '/pt'];
    const checked = new Set<string>();
    for (const prefix of languages) {
      const links = drawerLinks(await (await request.get(`${prefix}/x/introduction/`)).text());
      expect(links.length).toBeGreaterThan(130);
      for (const link of links) {
        if (checked.has(link)) continue;
        checked.add(link);
        const response = await request.get(link);
        expect(response.status(), link).toBe(200);
        const html = await response.text();
        expect(html, link).toMatch(/<h1[^>]*>[^<]+/);
        expect(html, link).toContain('aria-label="documentation"');
        expect(drawerLinks(html), link).toEqual(links);
        expect(html, link).toContain(`<html lang="${prefix ? prefix.slice(1) : 'en'}"`);
      }
    }
    expect(checked.size).toBeGreaterThan(400);
  });

  test('with JavaScript disabled a page shows its text and its drawer', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto('/x/react-data-grid/filtering/quick-filter/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('p.description')).not.toBeEmpty();
    await expect(
      page.getByRole('navigation', { name: 'documentation' }).getByRole('link', { name: 'Quick filter' }),
    ).toBeVisible();
    await context.close();
  });
});
