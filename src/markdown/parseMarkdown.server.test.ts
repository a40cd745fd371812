import type { Language } from '../i18n/languages';
import { markdownFileForRoute } from './markdownFile';
import { parseMarkdown } from './parseMarkdown.server';
import { slugify } from './slugify';

const knownRoutes = new Set(['/x/introduction', '/x/react-data-grid/sorting', '/blog']);
// Snippets without front matter get the one every page has.
const withFrontMatter = (source: string) =>
  source.startsWith('---') ? source : `---\nproductId: docs\n---\n\n${source}`;
const parse = (source: string, language: Language = 'en') =>
  parseMarkdown(withFrontMatter(source), { file: 'test.md', knownRoutes, language });

const PAGE = `---
productId: x-data-grid
---

# Sorting

Order the rows by one or more columns.

## Basic usage

See the [overview](/x/introduction/#plans) first.

### Details

\`\`\`tsx
const a: number = 1;
\`\`\`

:::warning
Careful with [sorting](/x/react-data-grid/sorting/).
:::

{{"demo": "InitialSortGrid.tsx"}}

## Basic usage

Again.
`;

describe('parseMarkdown', () => {
  it('takes the title from the h1 and the description from the first paragraph', () => {
    const page = parse(PAGE);
    expect(page.title).toBe('Sorting');
    expect(page.description).toBe('Order the rows by one or more columns.');
    expect(page.frontMatter).toEqual({ productId: 'x-data-grid' });
  });

  it('gives h2 and h3 stable, unique anchors with link icons and builds the TOC', () => {
    const page = parse(PAGE);
    expect(page.toc).toEqual([
      { id: 'basic-usage', text: 'Basic usage', children: [{ id: 'details', text: 'Details', children: [] }] },
      { id: 'basic-usage-1', text: 'Basic usage', children: [] },
    ]);
    const html = page.segments.filter((s) => s.type === 'html').map((s) => (s.type === 'html' ? s.html : ''));
    expect(html.join('')).toContain('<h2 id="basic-usage">Basic usage<a class="anchor-link" href="#basic-usage"');
  });

  it('highlights code at build time and keeps the raw text for copying', () => {
    const code = parse(PAGE).segments.find((segment) => segment.type === 'code');
    expect(code).toMatchObject({ type: 'code', language: 'tsx', code: 'const a: number = 1;' });
    expect(code?.type === 'code' && code.html).toContain('<span class="token keyword">const</span>');
  });

  it('renders callouts and demo blocks', () => {
    const page = parse(PAGE);
    const html = page.segments.map((s) => (s.type === 'html' ? s.html : '')).join('');
    expect(html).toContain('<aside class="callout callout-warning" data-callout="warning">');
    expect(page.segments).toContainEqual({ type: 'demo', demo: 'InitialSortGrid' });
  });

  it('prefixes internal links with the page language', () => {
    const html = parse(PAGE, 'zh')
      .segments.map((s) => (s.type === 'html' ? s.html : ''))
      .join('');
    expect(html).toContain('href="/zh/x/introduction/#plans"');
  });

  it('leaves links to English-only pages unprefixed on a translated page', () => {
    const html = parse('# T\n\nD.\n\n[Blog](/blog/)', 'zh')
      .segments.map((s) => (s.type === 'html' ? s.html : ''))
      .join('');
    expect(html).toContain('href="/blog/"');
  });

  it('fails on a link to a page that does not exist', () => {
    expect(() => parse('# T\n\nD.\n\n[x](/x/nowhere/)')).toThrow('link to a page that does not exist: "/x/nowhere/"');
  });

  it('fails on an internal link without a trailing slash', () => {
    expect(() => parse('# T\n\nD.\n\n[x](/x/introduction)')).toThrow('must end with "/"');
  });

  it('checks the front matter and names the file', () => {
    expect(() => parse('---\nproductId: x-grid\n---\n\n# T\n\nD.')).toThrow(
      'test.md: invalid front matter (productId:',
    );
    expect(() => parse('---\nproductId: docs\ntitle: T\n---\n\n# T\n\nD.')).toThrow('test.md: invalid front matter');
    expect(() => parse('---\nproductId: docs\ndate: 12/03/2026\n---\n\n# T\n\nD.')).toThrow('date:');
    expect(parse('---\nproductId: docs\ndate: 2026-03-12\nauthors: A B\n---\n\n# T\n\nD.').frontMatter).toEqual({
      productId: 'docs',
      date: '2026-03-12',
      authors: 'A B',
    });
  });

  it('fails on a missing or over-long title or description', () => {
    expect(() => parse('Just text.')).toThrow('missing h1 title');
    expect(() => parse('# Title')).toThrow('missing description');
    expect(() => parse(`# ${'T'.repeat(71)}\n\nD.`)).toThrow('title is 71 characters, the limit is 70');
    expect(() => parse(`# T\n\n${'d'.repeat(166)}`)).toThrow('description is 166 characters, the limit is 165');
    expect(() => parse(`# ${'T'.repeat(70)}\n\n${'d'.repeat(165)}`)).not.toThrow();
  });

  it('fails on an unknown callout and a malformed demo block', () => {
    expect(() => parse('# T\n\nD.\n\n:::danger\nNo.\n:::')).toThrow('unknown callout type ":::danger"');
    expect(() => parse('# T\n\nD.\n\n{{"demo" Broken.tsx}}')).toThrow('malformed demo block');
    expect(() => parse('# T\n\nD.\n\n{{"demo": "../Escape.tsx"}}')).toThrow(
      'a demo must name a .tsx file beside the page',
    );
  });
});

describe('slugify', () => {
  it('keeps letters of any script and joins words with dashes', () => {
    expect(slugify('Column `width` & flex!')).toBe('column-width-flex');
    expect(slugify('基本用法')).toBe('基本用法');
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
  });
});

describe('markdownFileForRoute', () => {
  it('maps routes to their files in data/', () => {
    expect(markdownFileForRoute('/x/introduction')).toBe('introduction/introduction.md');
    expect(markdownFileForRoute('/x/react-data-grid')).toBe('data-grid/data-grid.md');
    expect(markdownFileForRoute('/x/react-data-grid/editing/persistence')).toBe(
      'data-grid/editing/persistence/persistence.md',
    );
    expect(markdownFileForRoute('/x/api/charts')).toBe('api/charts/charts.md');
    expect(markdownFileForRoute('/x/introduction', 'zh')).toBe('introduction/introduction-zh.md');
    expect(markdownFileForRoute('/blog')).toBe('blog/blog.md');
  });
});
