import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { expectNoViolations, recordViolations } from './cspViolations';
import { expect, test } from './fixtures';

/**
 * The charts' Content-Security-Policy page promises that its example renders under the policy it
 * states. The example demo is bundled on its own (no docs frame, whose styles are not the
 * example's) and served with exactly that policy, its nonce the demo's.
 */
const PAGE_DIR = path.join(process.cwd(), 'data/charts/content-security-policy');

function statedPolicy(nonce: string): string {
  const markdown = fs.readFileSync(path.join(PAGE_DIR, 'content-security-policy.md'), 'utf8');
  const block = /## A policy that works[\s\S]*?```text\n([\s\S]*?)```/.exec(markdown)?.[1];
  if (!block) throw new Error('The page states no policy under "A policy that works".');
  return block
    .replace(/^Content-Security-Policy:\s*/m, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
    .replaceAll('{RANDOM}', nonce);
}

async function bundleDemo(): Promise<string> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charts-csp-'));
  const entry = path.join(workDir, 'entry.tsx');
  fs.writeFileSync(
    entry,
    `import { createRoot } from 'react-dom/client';
import Demo from ${JSON.stringify(path.join(PAGE_DIR, 'NonceCache.tsx'))};
createRoot(document.getElementById('root')!).render(<Demo />);
`,
  );
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.join(process.cwd(), 'node_modules')],
    logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

/** Serves the bundled example at /__csp-check/ with `policy` as its Content-Security-Policy. */
async function serveExample(page: Page, policy: string): Promise<void> {
  const script = await bundleDemo();
  await page.route('**/__csp-check/**', (route) => {
    const isScript = route.request().url().endsWith('.js');
    return route.fulfill({
      status: 200,
      contentType: isScript ? 'text/javascript' : 'text/html',
      headers: { 'content-security-policy': policy },
      body: isScript
        ? script
        : '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div><script src="demo.js"></script></body></html>',
    });
  });
}

const demoNonce = () =>
  /const nonce = '([^']+)'/.exec(fs.readFileSync(path.join(PAGE_DIR, 'NonceCache.tsx'), 'utf8'))?.[1];

test('the CSP page example renders under the policy the page states, with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const nonce = demoNonce();
  expect(nonce).toBeTruthy();
  await serveExample(page, statedPolicy(nonce!));
  const violations = await recordViolations(page);
  await page.goto('/__csp-check/index.html');
  // The chart drew its bars and the cache's style elements carry the nonce.
  await expect(page.locator('svg .MuiBarElement-root, svg [class*="MuiBarElement"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Check style elements' }).click();
  await expect(page.getByTestId('nonce-report')).toHaveText(/^(\d+) of \1 style elements/);
  await expectNoViolations(page, violations);
});

test('the same example without the nonce is blocked: the check above can fail', async ({ page }) => {
  test.setTimeout(120_000);
  await serveExample(page, statedPolicy('another-nonce'));
  const violations = await recordViolations(page);
  await page.goto('/__csp-check/index.html');
  await expect.poll(async () => (await violations.events()).length + violations.console.length).toBeGreaterThan(0);
});
