import fs from 'node:fs';
import path from 'node:path';

/**
 * The tree view's lab-migration page shows code a reader pastes into their app. Its live demos
 * are type-checked with every demo (`npm run typecheck`); each line of its `tsx` snippets must be
 * a line of one of those demos, so the snippets compile too.
 */
const PAGE_DIR = path.join(process.cwd(), 'data/migration/migration-tree-view-lab');

describe('the tree view lab-migration page', () => {
  const markdown = fs.readFileSync(path.join(PAGE_DIR, 'migration-tree-view-lab.md'), 'utf8');
  const snippets = [...markdown.matchAll(/```tsx\n([\s\S]*?)```/g)].map(([, code]) => code);
  const demos = [...markdown.matchAll(/\{\{"demo": "([^"]+)"\}\}/g)].map(([, file]) =>
    fs.readFileSync(path.join(PAGE_DIR, file), 'utf8'),
  );
  const demoLines = new Set(demos.flatMap((source) => source.split('\n').map((line) => line.trim())));

  it('has live demos and code snippets', () => {
    expect(demos.length).toBeGreaterThanOrEqual(2);
    expect(snippets.length).toBeGreaterThanOrEqual(1);
  });

  it('writes every snippet line as a type-checked demo does', () => {
    const unchecked = snippets
      .flatMap((code) => code.split('\n').map((line) => line.trim()))
      .filter((line) => line && !line.startsWith('//'))
      .filter((line) => !demoLines.has(line));
    expect(unchecked).toEqual([]);
  });
});
