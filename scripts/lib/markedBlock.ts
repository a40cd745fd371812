// Benchmarks write their latest figures into Markdown files between two comments,
// `<!-- name:start -->` and `<!-- name:end -->`; the block is appended when a file lacks it.
import fs from 'node:fs';
import path from 'node:path';

export function writeMarkedBlock(files: string[], name: string, content: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n\n${content}\n${end}`;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    const replaced =
      from >= 0 && to > from
        ? text.slice(0, from) + block + text.slice(to + end.length)
        : `${text.trimEnd()}\n\n${block}\n`;
    fs.writeFileSync(file, replaced);
  }
}

/**
 * A benchmark's table, written with the date of the run (and `context`: machine, browser) into
 * docs/PERFORMANCE.md and `alsoInto`, unless `--no-write` is on the command line.
 */
export function writeBenchmarkTable(name: string, table: string, context = '', alsoInto: string[] = []): void {
  if (process.argv.includes('--no-write')) return;
  const lastRun = `Last run: ${new Date().toISOString().slice(0, 10)}${context ? `, ${context}` : ''}.`;
  writeMarkedBlock(
    ['docs/PERFORMANCE.md', ...alsoInto].map((file) => path.join(process.cwd(), file)),
    name,
    `${table}\n\n${lastRun}`,
  );
}
