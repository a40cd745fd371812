// Renders demos in Chromium without building the site: each demo is bundled with esbuild into a
// page of its own (MUI theme, the docs' content width), opened headless, and checked for console
// errors and uncaught exceptions (the crawl test's rules); a screenshot of each is written.
// For writing demos: the site's build and crawl stay the judge.
// Usage: npx tsx scripts/preview-demo.mts [--dark] [--out dir] data/charts/axis/Foo.tsx [more.tsx…]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const dark = args.includes('--dark');
const outIndex = args.indexOf('--out');
const outDir = path.resolve(outIndex >= 0 ? args[outIndex + 1] : path.join(os.tmpdir(), 'demo-previews'));
const demos = args.filter((arg, index) => arg.endsWith('.tsx') && args[index - 1] !== '--out');
if (demos.length === 0) {
  console.error('Usage: npx tsx scripts/preview-demo.mts [--dark] [--out dir] data/…/Demo.tsx …');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });

const isMissingLicenseKeyMessage = (text: string) => text.includes('MUI X: Missing license key.');

async function bundle(demo: string, workDir: string): Promise<string> {
  const entry = path.join(workDir, 'entry.tsx');
  fs.writeFileSync(
    entry,
    `import { createRoot } from 'react-dom/client';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Demo from ${JSON.stringify(path.resolve(demo))};
const theme = createTheme({ palette: { mode: ${JSON.stringify(dark ? 'dark' : 'light')} } });
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}><CssBaseline /><Demo /></ThemeProvider>,
);
`,
  );
  await build({
    entryPoints: [entry],
    bundle: true,
    outdir: workDir,
    format: 'iife',
    jsx: 'automatic',
    loader: { '.css': 'css' },
    define: { 'process.env.NODE_ENV': '"development"' },
    nodePaths: [path.join(process.cwd(), 'node_modules')],
    logLevel: 'error',
  });
  const css = fs.existsSync(path.join(workDir, 'entry.css')) ? '<link rel="stylesheet" href="entry.css">' : '';
  const html = path.join(workDir, 'index.html');
  fs.writeFileSync(
    html,
    `<!doctype html><html><head><meta charset="utf-8">${css}</head><body><div id="root" style="padding:16px;max-width:900px"></div><script src="entry.js"></script></body></html>`,
  );
  return pathToFileURL(html).href;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let failed = 0;
try {
  for (const demo of demos) {
    const name = path.basename(demo, '.tsx');
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `preview-${name}-`));
    const problems: string[] = [];
    try {
      const url = await bundle(demo, workDir);
      const page = await browser.newPage({ viewport: { width: 960, height: 900 } });
      page.on('console', (message) => {
        if (message.type() === 'error' && !isMissingLicenseKeyMessage(message.text())) {
          problems.push(`console error: ${message.text().split('\n')[0]}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.goto(url);
      await page.waitForTimeout(1500);
      const screenshot = path.join(outDir, `${name}${dark ? '-dark' : ''}.png`);
      await page.screenshot({ path: screenshot, fullPage: true });
      await page.close();
      console.log(`${problems.length ? 'FAIL' : 'ok  '} ${demo} → ${screenshot}`);
    } catch (error) {
      problems.push(`bundle or load failed: ${error instanceof Error ? error.message : String(error)}`);
      console.log(`FAIL ${demo}`);
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
    for (const problem of problems) console.log(`     ${problem}`);
    if (problems.length) failed += 1;
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
