// Which sources make up a text page's first-load JavaScript: builds with source maps into
// out-audit/ (DOCS_SOURCE_MAPS=1, DOCS_OUT_DIR=out-audit) must have run first. Attributes each
// script's minified bytes to the source files its source map names, and prints the heaviest
// sources and packages (raw bytes; gzip compresses them all about alike).
// Usage: DOCS_OUT_DIR=out-audit DOCS_SOURCE_MAPS=1 npx next build && npx tsx scripts/audit-first-load.mts [--top 40]
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { TEXT_PAGE, scriptsOfPage } from './lib/pageScripts';

const outDir = path.join(process.cwd(), process.env.DOCS_OUT_DIR || 'out-audit');
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 40;

/** `…/node_modules/@mui/material/Box/Box.js` → `@mui/material`; our files keep their path. */
function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1] : source.replace(/^.*?\/(src|pages|data)\//, '$1/');
}

const bySource = new Map<string, number>();
let unmapped = 0;
for (const url of scriptsOfPage(outDir, TEXT_PAGE).filter((src) => src.startsWith('/_next/'))) {
  const file = path.join(outDir, url);
  const code = fs.readFileSync(file, 'utf8');
  // Turbopack names a chunk's map in its last line, not always after the chunk.
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName ? path.join(path.dirname(file), mapName) : '';
  if (!mapName || !fs.existsSync(mapFile)) {
    unmapped += code.length;
    continue;
  }
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  let previous: { line: number; column: number; source: string } | null = null;
  consumer.eachMapping((mapping) => {
    if (previous && previous.line === mapping.generatedLine) {
      const bytes = mapping.generatedColumn - previous.column;
      bySource.set(previous.source, (bySource.get(previous.source) ?? 0) + bytes);
    } else if (previous) {
      const rest = (lines[previous.line - 1] ?? '').length - previous.column;
      bySource.set(previous.source, (bySource.get(previous.source) ?? 0) + rest);
    }
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source ?? '(none)' };
  });
}

const byPackage = new Map<string, number>();
for (const [source, bytes] of bySource)
  byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + bytes);
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${name}`);
  }
};
print('by package (or our file)', byPackage);
print('by source file', bySource);
console.log(`\nunmapped: ${(unmapped / 1024).toFixed(1)} KiB`);
