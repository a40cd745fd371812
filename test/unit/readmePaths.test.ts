import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

/** Folders the build or the install makes (the roots .gitignore lists): README may name them before they exist. */
function ignoredRoots(): string[] {
  return fs
    .readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, ''))
    .filter((line) => line.endsWith('/') && !line.startsWith('#'));
}

/**
 * The file and folder paths a README names: in code spans and link targets, and as the first word
 * of each line of an unlabelled or `layers` code block (a folder tree). Commands keep their path
 * words; placeholders (`<kind>`, `…`, `*`, `{…}`), URLs and site routes (`/x/…`) are not files.
 */
function namedPaths(markdown: string): string[] {
  const words: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const opening = line.match(/^```(\S*)/);
    if (opening) {
      fence = fence === null ? opening[1] : null;
      continue;
    }
    if (fence !== null) {
      if (fence === '' || fence === 'layers') words.push(line.trim().split(/\s+/)[0]);
      continue;
    }
    for (const [, span] of line.matchAll(/`([^`]+)`/g)) words.push(...span.split(/\s+/));
    for (const [, target] of line.matchAll(/\]\(([^)#\s]+)/g)) words.push(target);
  }
  return [
    ...new Set(
      words.filter(
        (word) =>
          /^[\w@[\]-][\w.@[\]-]*(\/[\w.@[\]-]*)*$/.test(word) &&
          (word.includes('/') || /\.(ts|tsx|mts|cjs|mjs|json|md)$/.test(word)) &&
          !word.startsWith('/'),
      ),
    ),
  ];
}

function missingPaths(readme: string, bases: string[]): string[] {
  const ignored = ignoredRoots();
  return namedPaths(fs.readFileSync(path.join(root, readme), 'utf8')).filter(
    (named) =>
      !ignored.some((folder) => named.startsWith(folder) || `${named}/`.startsWith(folder)) &&
      !bases.some((base) => fs.existsSync(path.join(root, base, named))),
  );
}

describe('the paths the READMEs name', () => {
  it('are read from code spans, links and folder trees, leaving placeholders, routes and URLs out', () => {
    expect(
      namedPaths(
        [
          'Run `npx tsx scripts/build.mts --list`; see [the guide](data/CONTENT_GUIDE.md#format).',
          'Write `data/<product>/pages.ts` for `/x/react-charts/` on `mui.com`, or `scripts/benchmark-*.mts`.',
          '```',
          'pages/   the pages',
          '```',
          '```bash',
          'npm test',
          '```',
        ].join('\n'),
      ),
    ).toEqual(['scripts/build.mts', 'data/CONTENT_GUIDE.md', 'pages/']);
  });

  it('all exist in README.md', () => {
    expect(missingPaths('README.md', ['.'])).toEqual([]);
  });

  it('all exist in src/README.md (its paths are relative to src/ or to the repository)', () => {
    expect(missingPaths('src/README.md', ['src', '.'])).toEqual([]);
  });
});
