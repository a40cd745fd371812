// Measures the live editor (issue 41) in Chromium against the built site (out/):
// - the editor's bytes: gzip size of the scripts the page loads when a reader starts editing
//   (budget: editor and transform together at most 150 KiB gzip; the transform runs in the runner,
//   whose one script is measured apart);
// - the first edited render of a grid demo: from the first change of its code to the changed
//   header in the runner frame (the runner's first load; budget 2 s);
// - typing to render: from a change to the changed header, less the 300 ms pause the editor waits
//   for, median of several edits (budget 300 ms).
// The table goes into docs/PERFORMANCE.md and docs/LIVE-EDIT.md.
// Usage: npx tsx scripts/benchmark-live-edit.mts [--port 4311] [--runs 9] [--no-write] (after a build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { markdownTable } from './lib/markdownTable';
import { writeBenchmarkTable } from './lib/markedBlock';
import { OUT_DIR } from './lib/paths';
import { launchChromium, median, portArgument, serveSite, waitForQuiet } from './lib/servedSite';
import { RUN_DELAY_MS } from '../src/live-edit/protocol';

const port = portArgument(4311);
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 9;
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
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(origin + PAGE);
  await page.waitForLoadState('networkidle');
  const demo = page.locator(DEMO);
  await demo.scrollIntoViewIfNeeded();
  await demo.getByRole('button', { name: 'Show code' }).click();
  await demo.locator('.demo-code pre').first().waitFor();
  // The page's own loads (the other demos coming to life, the drawer's prefetches) are not the editor's.
  await waitForQuiet(page);

  // Every script loaded from the first click into the code until the editor has focus.
  const editorBodies: Promise<{ url: string; bytes: number }>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() === 'script' && !response.url().includes('/_live/')) {
      editorBodies.push(response.body().then((body) => ({ url: response.url(), bytes: zlib.gzipSync(body).length })));
    }
  };
  page.on('response', onResponse);
  await demo.locator('.demo-code pre').first().click();
  const editor = demo.getByRole('textbox', { name: 'Edit the demo code' });
  await editor.waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const editorScripts = await Promise.all(editorBodies);
  const editorBytes = editorScripts.reduce((sum, script) => sum + script.bytes, 0);
  for (const { url, bytes } of editorScripts) console.log(`  editor script ${new URL(url).pathname}: ${kib(bytes)}`);

  // What the runner's frame loads for this demo: its own modules and the groups the demo imports.
  const runnerBodies: Promise<number>[] = [];
  const onRunnerResponse = (response: import('playwright-core').Response) => {
    if (response.url().includes('/_live/') && response.url().endsWith('.js')) {
      runnerBodies.push(response.body().then((body) => zlib.gzipSync(body).length));
    }
  };
  page.on('response', onRunnerResponse);

  const original = await editor.inputValue();
  const header = (text: string) =>
    demo.frameLocator('iframe').getByRole('columnheader', { name: text, exact: true }).waitFor({ timeout: 120_000 });
  let started = performance.now();
  await editor.fill(original.replace("headerName: 'Last name'", "headerName: 'First run'"));
  await header('First run');
  const firstRender = performance.now() - started;
  page.off('response', onRunnerResponse);
  const runnerBytes = await Promise.all(runnerBodies);

  const typing: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    started = performance.now();
    await editor.fill(original.replace("headerName: 'Last name'", `headerName: 'Run ${run}'`));
    await header(`Run ${run}`);
    typing.push(performance.now() - started - RUN_DELAY_MS);
  }

  const table = markdownTable(
    ['measure', 'value', 'budget'],
    [
      ['editor: scripts loaded on the first edit (gzip)', kib(editorBytes), ''],
      ['transform (sucrase, minified alone, gzip; loaded in the frame)', kib(transform), ''],
      ['editor and transform together', kib(editorBytes + transform), '≤ 150 KiB'],
      [
        `runner frame for a grid demo: ${runnerBytes.length} modules (gzip; React, MUI, the grid, the transform)`,
        kib(runnerBytes.reduce((sum, bytes) => sum + bytes, 0)),
        '',
      ],
      ['first edited render of a grid demo (runner first load)', `${Math.round(firstRender)} ms`, '≤ 2000 ms'],
      [
        `typing to render, median of ${RUNS}, after the ${RUN_DELAY_MS} ms pause`,
        `${Math.round(median(typing))} ms`,
        '≤ 300 ms',
      ],
    ],
  );
  console.log(table);
  writeBenchmarkTable('benchmark-live-edit', table, 'this machine, Debian Chromium headless', ['docs/LIVE-EDIT.md']);
} finally {
  await browser.close();
  stop();
}
