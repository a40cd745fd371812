/**
 * @jest-environment node
 */
import path from 'node:path';
import { FIXTURE_SITE_CONTENT } from '../../test/fixtures/site/fixtureSite';
import { demoSourceFiles } from '../demos/demoSourceFiles.server';
import type { Language } from '../i18n/languages';
import { createSite } from '../site/createSite.server';
import { renderMarkdown } from '../markdown-export/renderMarkdown';

const site = createSite(FIXTURE_SITE_CONTENT);
const { dataDir } = FIXTURE_SITE_CONTENT;
const sources = { demoFiles: (id: string) => demoSourceFiles(path.join(dataDir, `${id}.tsx`)) };

function markdownOf(canonicalPathname: string, language: Language = 'en', codeVariant: 'TS' | 'JS' = 'TS') {
  const url = site.urls.find(
    (entry) => entry.route.canonicalPathname === canonicalPathname && entry.language === language,
  );
  if (!url) throw new Error(`no route ${canonicalPathname} in ${language}`);
  const document = site.markdown(url, sources);
  if (!document) throw new Error(`no converter for ${url.route.kind}`);
  return renderMarkdown(document, { codeVariant, codeStyling: 'MUI System' });
}

describe('docs pages', () => {
  it("writes a page's demo from its files in data/, with the files it imports", () => {
    const markdown = markdownOf('/x/react-data-grid/sorting');
    expect(markdown).toContain(
      '```tsx title="FixtureSortGrid.tsx"\nimport { ROWS } from \'./rows\';\n\nexport default function FixtureSortGrid() {\n' +
        '  const names: string[] = ROWS.map((row) => row.name);',
    );
    expect(markdown).toContain(
      "```ts title=\"rows.ts\"\nexport const ROWS: Array<{ name: string }> = [{ name: 'Ada' }, { name: 'Alan' }];\n```",
    );
    expect(markdown).toContain('> [!WARNING]');
    expect(markdown).toContain("| `'asc'`  | smallest first |");
    expect(markdown).not.toContain('{{"demo"');
  });

  it('writes the JavaScript files for the JS variant', () => {
    const markdown = markdownOf('/x/react-data-grid/sorting', 'en', 'JS');
    expect(markdown).toContain('```jsx title="FixtureSortGrid.js"\n');
    expect(markdown).toContain('  const names = ROWS.map((row) => row.name);');
    expect(markdown).not.toContain('string[]');
  });

  it("uses a page's translation, and English with links in the language where there is none", () => {
    expect(markdownOf('/x/introduction', 'zh')).toBe('# 概览\n\n夹具站点的简介。\n');
    const untranslated = markdownOf('/x/react-data-grid/sorting', 'pt');
    expect(untranslated).toContain('# Sorting');
    expect(untranslated).toContain('[overview](/pt/x/introduction/)');
  });
});

describe('blog', () => {
  it('lists the posts, newest first, after the blog introduction', () => {
    const markdown = markdownOf('/blog');
    const posts = markdown.slice(markdown.indexOf('## Posts'));
    expect(posts).toMatch(/^## Posts\n\n- \[Second post\]\(\/blog\/second-post\/\) \(2026-02-14, Alan Turing\): /);
    expect(posts.indexOf('second-post')).toBeLessThan(posts.indexOf('first-post'));
  });

  it('ends a post with its date and authors', () => {
    expect(markdownOf('/blog/first-post')).toMatch(/\n\n_Published 2025-10-01 by Ada Lovelace\._\n$/);
  });
});

describe('kinds without Markdown', () => {
  it('has no converter for the pages whose content is the frame', () => {
    for (const kind of ['landing', 'versions', 'production-error'] as const) {
      const url = site.urls.find((entry) => entry.route.kind === kind)!;
      expect(site.markdown(url, sources)).toBeNull();
    }
  });
});

describe('API pages', () => {
  it('writes the props, slots and classes as Markdown tables, names linked to their pages', () => {
    const markdown = markdownOf('/x/api/data-grid/fixture-grid');
    expect(markdown).toContain("```tsx\nimport { FixtureGrid } from '@fixture/x-data-grid';\n```");
    expect(markdown).toContain('| Name | Type | Default | Description |');
    expect(markdown).toContain(
      '| `sortModel` | `FixtureSortModel` |  | The sort, see [`FixtureModel`](/x/api/data-grid/fixture-model.md) and `Elsewhere`. <b>bold</b> |',
    );
    expect(markdown).toContain('| `rows` (required) | `readonly Row[]` | `[]` | The rows. |');
    expect(markdown).toContain('| `dense` | `boolean` |  | **Deprecated.** Use `density`. |');
    expect(markdown).toContain('| `toolbar` | `FixtureToolbar` |  | The bar. |');
    expect(markdown).toContain('| `.MuiFixtureGrid-root` | `root` | The root. |');
  });

  it('lists the entries of a product by plan on its index, and a tab the API of the components it names', () => {
    expect(markdownOf('/x/api/data-grid')).toContain(
      '## Community components\n\n- [`FixtureGrid`](/x/api/data-grid/fixture-grid.md)',
    );
    const tab = markdownOf('/x/react-data-grid/sorting/components-api', 'zh');
    expect(tab).toContain('## FixtureGrid\n\nPlan: community.');
    expect(tab).toContain('### Props');
    expect(tab).toContain('[`FixtureModel`](/zh/x/api/data-grid/fixture-model.md)');
    expect(markdownOf('/x/react-data-grid/sorting/hooks-api')).toContain('## useFixtureApiRef');
  });
});
