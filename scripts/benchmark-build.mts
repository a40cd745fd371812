// Builds the site once and reports: build time, pages built, peak memory of the whole build
// (every process it starts, sampled from /proc), and the first-load JS (gzip) of a text page.
// The figures are written into docs/PERFORMANCE.md (performance section) and the size-snapshot page.
// Usage: npx tsx scripts/benchmark-build.mts [--no-write]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { markdownTable } from './lib/markdownTable';
import { writeBenchmarkTable } from './lib/markedBlock';
import { BUDGET_TEXT_PAGE_KIB, TEXT_PAGE, exportedPageUrls, firstLoadFigures, kib } from './lib/pageScripts';
import { OUT_DIR } from './lib/paths';

const BUDGET_MEMORY_MIB = 2048;

/** Resident memory, in bytes, of `rootPid` and every process under it. */
function processTree(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      const pages = Number(fields[21]);
      rss.set(Number(entry), pages * 4096);
      const siblings = children.get(parent) ?? [];
      children.set(parent, siblings);
      siblings.push(Number(entry));
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const stack = [rootPid];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const started = Date.now();
const build = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
let peak = 0;
const sampler = setInterval(() => {
  // No pid: the build failed to start, so there is no process to measure.
  if (build.pid !== undefined) peak = Math.max(peak, processTree(build.pid));
}, 100);
build.stdout.on('data', () => {});
const code = await new Promise<number | null>((resolve) => build.on('close', resolve));
clearInterval(sampler);
if (code !== 0) {
  console.error(`build failed with exit code ${code}`);
  process.exit(1);
}
const seconds = (Date.now() - started) / 1000;

const pages = exportedPageUrls(OUT_DIR).length;
const { textPageBytes, rtlChunkBytes, rtlInFirstLoad, withinBudget } = firstLoadFigures(OUT_DIR);
const rtlRow =
  rtlChunkBytes === null
    ? 'not found'
    : `${rtlInFirstLoad ? 'yes' : 'no'} (own chunk, ${kib(rtlChunkBytes)} gzip, loaded on first RTL use)`;
const peakMib = peak / 1024 / 1024;
const rows = [
  ['full build time', `${seconds.toFixed(1)} s`, ''],
  ['pages exported (each an index.html, as in the sitemap)', String(pages), ''],
  ['peak memory of the build (all processes)', `${peakMib.toFixed(0)} MiB`, `< ${BUDGET_MEMORY_MIB} MiB`],
  [`first-load JS of a text page (/${TEXT_PAGE}/), gzip`, kib(textPageBytes), `≤ ${BUDGET_TEXT_PAGE_KIB} KiB`],
  ['right-to-left style cache in that first-load JS', rtlRow, 'no'],
];
const table = markdownTable(['measure', 'value', 'budget'], rows);
console.log(table);

writeBenchmarkTable(
  'benchmark-build',
  table,
  `${os.cpus().length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB`,
  ['data/size-snapshot/size-snapshot.md'],
);
if (!withinBudget || peakMib > BUDGET_MEMORY_MIB) {
  console.error('Over budget.');
  process.exit(1);
}
