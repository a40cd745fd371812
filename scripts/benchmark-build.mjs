// Builds the site once and reports: build time, pages built, peak memory of the whole build
// (every process it starts, sampled from /proc), and the first-load JS (gzip) of a text page.
// The figures are written into README.md (performance section) and the size-snapshot page.
// Usage: node scripts/benchmark-build.mjs [--no-write]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { markdownTable } from './lib/markdownTable.mjs';
import { firstLoadJsBytes, gzipSize, kib, rtlCacheChunk, scriptsOfPage } from './pageScripts.mjs';

const root = process.cwd();
const outDir = path.join(root, 'out');
const TEXT_PAGE = 'x/introduction/roadmap';
const BUDGET_TEXT_PAGE_KIB = 170;
const BUDGET_MEMORY_MIB = 2048;

function processTree(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      const pages = Number(fields[21]);
      rss.set(Number(entry), pages * 4096);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const started = Date.now();
const build = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, processTree(build.pid));
}, 100);
build.stdout.on('data', () => {});
const code = await new Promise((resolve) => build.on('close', resolve));
clearInterval(sampler);
if (code !== 0) {
  console.error(`build failed with exit code ${code}`);
  process.exit(1);
}
const seconds = (Date.now() - started) / 1000;

let pages = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html')) pages += 1;
  }
};
walk(outDir);

const textPageJs = firstLoadJsBytes(outDir, TEXT_PAGE);
const rtlChunk = rtlCacheChunk(outDir);
const rtlInFirstLoad = rtlChunk !== null && scriptsOfPage(outDir, TEXT_PAGE).includes(rtlChunk);
const rtlRow = rtlChunk
  ? `${rtlInFirstLoad ? 'yes' : 'no'} (own chunk, ${kib(gzipSize(outDir, rtlChunk))} gzip, loaded on first RTL use)`
  : 'not found';
const peakMib = peak / 1024 / 1024;
const rows = [
  ['full build time', `${seconds.toFixed(1)} s`, ''],
  ['HTML pages built', String(pages), ''],
  ['peak memory of the build (all processes)', `${peakMib.toFixed(0)} MiB`, `< ${BUDGET_MEMORY_MIB} MiB`],
  [`first-load JS of a text page (/${TEXT_PAGE}/), gzip`, kib(textPageJs), `≤ ${BUDGET_TEXT_PAGE_KIB} KiB`],
  ['right-to-left style cache in that first-load JS', rtlRow, 'no'],
];
const table = markdownTable(['measure', 'value', 'budget'], rows);
console.log(table);

const overBudget =
  textPageJs / 1024 > BUDGET_TEXT_PAGE_KIB || peakMib > BUDGET_MEMORY_MIB || rtlChunk === null || rtlInFirstLoad;
if (!process.argv.includes('--no-write')) {
  const stamp = `Last run: ${new Date().toISOString().slice(0, 10)}.`;
  const block = `<!-- benchmark-build:start -->\n\n${table}\n\n${stamp}\n<!-- benchmark-build:end -->`;
  for (const file of ['README.md', 'data/size-snapshot/size-snapshot.md']) {
    const full = path.join(root, file);
    const text = fs.readFileSync(full, 'utf8');
    const replaced = text.includes('<!-- benchmark-build:start -->')
      ? text.replace(/<!-- benchmark-build:start -->[\s\S]*<!-- benchmark-build:end -->/, block)
      : `${text.trimEnd()}\n\n${block}\n`;
    fs.writeFileSync(full, replaced);
  }
}
if (overBudget) {
  console.error('Over budget.');
  process.exit(1);
}
