import fs from 'node:fs';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from '../../src/deploy/headersFile';
import { parseNginxRedirects, parseRedirectsFile, redirectLocation, type Redirect } from '../../src/deploy/redirects';
import { seriousAxeViolations } from './axe';
import { expectNoViolations, recordViolations } from './cspViolations';
import { expect, test } from './fixtures';
import { builtPageUrls } from './siteUrls';

// Every page URL of the MUI reference (v8.29.3) answers here, checked twice: in the export (a
// page, or a static redirect page to an existing page and section) and from the local server (the
// page, or a 301 to the same target). `_redirects` and nginx hold the same redirects.

const OUT = path.join(process.cwd(), 'out');
/** Beside the repository: CI runs in a fresh clone with shared/ next to it. */
const REFERENCE_URLS = path.join(process.cwd(), '..', 'shared', 'reference-urls.txt');

const referenceUrls = fs
  .readFileSync(REFERENCE_URLS, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

const exportedFile = (url: string) => path.join(OUT, url, 'index.html');

/** The target of a static redirect page (its immediate refresh), or null for a page. */
function staticRedirectTarget(html: string): string | null {
  const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html);
  return refresh && html.includes('<meta name="robots" content="noindex">') ? refresh[1] : null;
}

/** What is wrong with `target` (`/a/` or `/a/#section`) as a redirect's landing place, or null. */
function targetProblem(target: string): string | null {
  const [pathname, anchor] = target.split('#');
  const file = exportedFile(pathname);
  if (!fs.existsSync(file)) return `${target} was not exported`;
  const html = fs.readFileSync(file, 'utf8');
  if (staticRedirectTarget(html) !== null) return `${target} is itself a redirect page`;
  if (anchor && !html.includes(`id="${anchor}"`)) return `${target}: the page has no #${anchor}`;
  return null;
}

const sortRedirects = (redirects: Redirect[]) =>
  redirects.map((redirect) => `${redirect.from} → ${redirectLocation(redirect)}`).sort();

test.describe('every reference URL answers', () => {
  test('the reference lists 425 URLs', () => {
    expect(referenceUrls).toHaveLength(425);
  });

  test('the export holds each as a page, or as a static redirect page to an existing page', () => {
    const problems: string[] = [];
    let redirects = 0;
    for (const url of referenceUrls) {
      const file = exportedFile(url);
      if (!fs.existsSync(file)) {
        problems.push(`${url}: nothing exported`);
        continue;
      }
      const target = staticRedirectTarget(fs.readFileSync(file, 'utf8'));
      if (target === null) continue;
      redirects += 1;
      const problem = targetProblem(target);
      if (problem) problems.push(`${url}: ${problem}`);
    }
    expect(problems).toEqual([]);
    // The redirects of data/redirects.ts are among the reference's URLs.
    expect(redirects).toBeGreaterThanOrEqual(18);
  });

  test('the local server answers each with its page, or a 301 to the static page’s target', async ({ request }) => {
    const problems: string[] = [];
    for (const url of referenceUrls) {
      const response = await request.get(url, { maxRedirects: 0 });
      if (!fs.existsSync(exportedFile(url))) {
        problems.push(`${url}: ${response.status()}, and nothing exported to compare with`);
        continue;
      }
      const html = fs.readFileSync(exportedFile(url), 'utf8');
      const target = staticRedirectTarget(html);
      if (target === null) {
        if (response.status() !== 200) problems.push(`${url}: ${response.status()}, expected its page`);
        else if ((await response.text()) !== html) problems.push(`${url}: answered with another file than its page`);
      } else if (response.status() !== 301 || response.headers().location !== target) {
        problems.push(`${url}: ${response.status()} to ${response.headers().location}, expected 301 to ${target}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('_redirects and nginx.conf hold the same redirects, each a static page of the export, none in the sitemap', () => {
    const redirectsFile = parseRedirectsFile(fs.readFileSync(path.join(OUT, '_redirects'), 'utf8'));
    const nginx = parseNginxRedirects(fs.readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8'));
    expect(redirectsFile.length).toBeGreaterThan(0);
    expect(sortRedirects(nginx)).toEqual(sortRedirects(redirectsFile));
    for (const redirect of redirectsFile) {
      const html = fs.readFileSync(exportedFile(`${redirect.from}/`), 'utf8');
      expect(staticRedirectTarget(html), redirect.from).toBe(redirectLocation(redirect));
    }
    const sitemap = new Set(builtPageUrls());
    expect(redirectsFile.filter((redirect) => sitemap.has(`${redirect.from}/`))).toEqual([]);
  });
});

test.describe('an old URL without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/x/react-charts/bar-demo/ lands on the bar demos from the server’s 301', async ({ page }) => {
    await page.goto('/x/react-charts/bar-demo/');
    await expect(page).toHaveURL(/\/x\/react-charts\/bars\/demos\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bar demos');
  });

  test('/x/react-charts/bar-demo/ lands on the bar demos from its static page, where no host redirects', async ({
    page,
  }) => {
    // A host that reads no redirect rules serves the exported file: answer with it, as such a host would.
    await page.route('**/x/react-charts/bar-demo/', (route) =>
      route.fulfill({ path: exportedFile('/x/react-charts/bar-demo/'), contentType: 'text/html; charset=utf-8' }),
    );
    await page.goto('/x/react-charts/bar-demo/');
    await expect(page).toHaveURL(/\/x\/react-charts\/bars\/demos\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bar demos');
  });
});

test('a static redirect page names and links its target, under the site’s policy and axe', async ({ page }) => {
  const pathname = '/x/react-charts/bar-demo/';
  const rules = parseHeadersFile(fs.readFileSync(path.join(OUT, '_headers'), 'utf8'));
  const headers = headersForPath(rules, pathname);
  expect(headers['Content-Security-Policy']).toBeTruthy();
  await page.route(`**${pathname}`, (route) =>
    route.fulfill({
      path: exportedFile(pathname),
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    }),
  );
  // A 204 answer keeps the browser on the redirect page, so it can be read and audited.
  await page.route('**/x/react-charts/bars/demos/', (route) => route.fulfill({ status: 204 }));
  const violations = await recordViolations(page);
  await page.goto(pathname);
  await expect(page.getByRole('link', { name: /Bar demos/ })).toHaveAttribute('href', '/x/react-charts/bars/demos/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', '/x/react-charts/bars/demos/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expectNoViolations(page, violations);
});
