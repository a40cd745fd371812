// Measures the live editor (issue 41) in Chromium against the built site (out/):
// - the editor's bytes: gzip size of the scripts the page loads when a reader starts editing
//   (budget: editor and transform together at most 150 KiB gzip; the transform runs in the runner's
//   frame, so it is measured alone, and the frame's modules for a grid demo apart);
// - the first edited render of a grid demo: from the click into its code, the change typed at once,
//   to the changed header in the runner frame (the editor's and the runner's first load and the
//   pause), median of three fresh pages (budget 2 s);
// - typing to render: from a change to the changed header, less the 300 ms pause the editor waits
//   for, median of several edits (budget 300 ms).
// The table goes into docs/PERFORMANCE.md and docs/LIVE-EDIT.md.
// Usage: npx tsx scripts/benchmark-live-edit.mts [--port 4311] [--runs 9] [--no-write] (after a build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import type { Page, Response } from 'playwright-core';
import { markdownTable } from './lib/markdownTable';
import { writeBenchmarkTable } from './lib/markedBlock';
import { OUT_DIR } from './lib/paths';
import { launchChromium, median, portArgument, serveSite, waitForQuiet } from './lib/servedSite';
import { RUN_DELAY_MS } from '../src/live-edit/protocol';

const port = portArgument(4311);
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 9;
const FIRST_RUNS = 3;
const PAGE = '/x/react-data-grid/column-header/';
const DEMO = '.demo[data-demo="data-grid/column-header/HeaderHeightGrid"]';
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

if (!fs.existsSync(path.join(OUT_DIR, '_live'))) throw new Error('out/_live/ is missing: run `npm run build` first.');

/** The transform alone, minified as the runner bundles it: its share of the editor's budget. */
async function transformGzip(): Promise<number> {
  const { outputFiles } = await build({
    stdin: { contents: "export { transform } from 'sucrase';", resolveDir: process.cwd() },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    platform: 'browser',
  });
  return zlib.gzipSync(outputFiles[0].contents).length;
}

const transform = await transformGzip();
const { origin, stop } = await serveSite({ port });
const browser = await launchChromium();

/** A fresh page with the demo's code shown, once the page's own loads are over. */
async function openDemoCode() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(origin + PAGE);
  await page.waitForLoadState('networkidle');
  const demo = page.locator(DEMO);
  await demo.scrollIntoViewIfNeeded();
  await demo.getByRole('button', { name: 'Show code' }).click();
  await demo.locator('.demo-code pre').first().waitFor();
  // The page's own loads (the other demos coming to life, the drawer's prefetches) are not the editor's.
  await waitForQuiet(page);
  const editor = demo.getByRole('textbox', { name: 'Edit the demo code' });
  const header = (text: string) =>
    demo.frameLocator('iframe').getByRole('columnheader', { name: text, exact: true }).waitFor({ timeout: 120_000 });
  return { page, code: demo.locator('.demo-code pre').first(), editor, header };
}

/** Gzip sizes of the responses whose URL passes `wanted`, from now until the returned function is called. */
function collectResponses(page: Page, wanted: (url: string) => boolean) {
  const bodies: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && wanted(response.url())) {
      bodies.push(response.body().then((body) => ({ url: response.url(), bytes: zlib.gzipSync(body).length })));
    }
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return Promise.all(bodies);
  };
}
const total = (scripts: { bytes: number }[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);

try {
  // The first edited render, as a reader meets it: from the click into the code, the change typed at
  // once, to the changed header (the editor, the runner and the grid loading, the pause).
  const firstRenders: number[] = [];
  let runnerScripts: { url: string; bytes: number }[] = [];
  for (let run = 0; run < FIRST_RUNS; run++) {
    const { page, code, editor, header } = await openDemoCode();
    const runnerResponses = collectResponses(page, (url) => url.includes('/_live/'));
    const started = performance.now();
    await code.click();
    const original = await editor.inputValue();
    await editor.fill(original.replace("headerName: 'Last name'", "headerName: 'First run'"));
    await header('First run');
    firstRenders.push(performance.now() - started);
    runnerScripts = await runnerResponses();
    await page.close();
  }

  const { page, code, editor, header } = await openDemoCode();
  // Every script of the page loaded from the first click into the code until the editor has focus
  // and the page is quiet (the runner's frame, loading meanwhile, is counted apart).
  const editorResponses = collectResponses(page, (url) => !url.includes('/_live/'));
  await code.click();
  await editor.waitFor();
  await page.waitForLoadState('networkidle');
  const editorScripts = await editorResponses();
  for (const { url, bytes } of editorScripts) console.log(`  editor script ${new URL(url).pathname}: ${kib(bytes)}`);

  const original = await editor.inputValue();
  const typing: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    await editor.fill(original.replace("headerName: 'Last name'", `headerName: 'Run ${run}'`));
    await header(`Run ${run}`);
    // The first run is the frame's first render: not typing.
    if (run > 0) typing.push(performance.now() - started - RUN_DELAY_MS);
  }

  const table = markdownTable(
    ['measure', 'value', 'budget'],
    [
      ['editor: scripts loaded on the first edit (gzip)', kib(total(editorScripts)), ''],
      ['transform (sucrase, minified alone, gzip; loaded in the frame)', kib(transform), ''],
      ['editor and transform together', kib(total(editorScripts) + transform), '≤ 150 KiB'],
      [
        `runner frame for a grid demo: ${runnerScripts.length} modules (gzip; React, MUI, the grid, the transform)`,
        kib(total(runnerScripts)),
        '',
      ],
      [
        `first edited render of a grid demo, click to render, median of ${FIRST_RUNS} fresh pages`,
        `${Math.round(median(firstRenders))} ms`,
        '≤ 2000 ms',
      ],
      [
        `typing to render, median of ${RUNS}, after the ${RUN_DELAY_MS} ms pause`,
        `${Math.round(median(typing))} ms`,
        '≤ 300 ms',
      ],
    ],
  );
  console.log(`first edited renders: ${firstRenders.map(Math.round).join(', ')} ms`);
  console.log(table);
  writeBenchmarkTable('benchmark-live-edit', table, 'this machine, Debian Chromium headless', ['docs/LIVE-EDIT.md']);
} finally {
  await browser.close();
  stop();
}
