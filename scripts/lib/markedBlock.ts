// Benchmarks write their latest figures into Markdown files between two comments,
// `<!-- name:start -->` and `<!-- name:end -->`; the block is appended when a file lacks it.
import fs from 'node:fs';

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
