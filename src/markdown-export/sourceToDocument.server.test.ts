/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DemoSourceFiles } from '../demos/types';
import { sourceToDocument } from './sourceToDocument.server';

// A page with a table, a callout, a code block, a demo and internal links.
const SOURCE = fs.readFileSync(
  path.join(__dirname, '../../test/fixtures/site/data/data-grid/sorting/sorting.md'),
  'utf8',
);

const FILES: DemoSourceFiles = {
  'MUI System': {
    TS: [{ path: 'FixtureSortGrid.tsx', code: 'export default function FixtureSortGrid() {}\n' }],
    JS: [{ path: 'FixtureSortGrid.js', code: 'export default function FixtureSortGrid() {}\n' }],
  },
};

function convert(source: string, language: 'en' | 'zh' = 'en') {
  const requested: string[] = [];
  const document = sourceToDocument(source, {
    language,
    file: 'sorting.md',
    demoFiles: (name) => {
      requested.push(name);
      return FILES;
    },
  });
  return { document, requested };
}

describe('sourceToDocument', () => {
  const { document, requested } = convert(SOURCE);
  const [before, demo, after] = document.parts;

  it('takes the title and description from the h1 and the paragraph after it', () => {
    expect(document.title).toBe('Sorting');
    expect(document.description).toBe('Sorting rows of the fixture grid.');
  });

  it('drops the front matter and keeps the prose and the table as written', () => {
    expect(before.type === 'text' && before.text).toBe(
      [
        '# Sorting',
        'Sorting rows of the fixture grid.',
        '## Sort order',
        [
          '| value    | meaning        |',
          '| -------- | -------------- |',
          "| `'asc'`  | smallest first |",
          "| `'desc'` | largest first  |",
        ].join('\n'),
        '> [!WARNING]\n' +
          '> Sorting a [persisted](/x/react-data-grid/editing/persistence/) grid keeps `sortModel` in the URL.\n' +
          '>\n' +
          '> A second paragraph of the callout.',
        "```ts\n// Links in code, like [this](/x/introduction/), are left alone.\nconst sortModel = [{ field: 'name', sort: 'asc' }];\n```",
      ].join('\n\n'),
    );
  });

  it('replaces the demo block with the demo and its files', () => {
    expect(requested).toEqual(['FixtureSortGrid']);
    expect(demo).toEqual({ type: 'demo', name: 'FixtureSortGrid', files: FILES });
    expect(after).toEqual({
      type: 'text',
      text: 'Back to the [overview](/x/introduction/), or the `[not a link](/x/introduction/)` in code.',
    });
    expect(document.parts).toHaveLength(3);
  });

  it("leads internal links to the page's language, but not inside code", () => {
    const zh = convert(SOURCE, 'zh').document.parts;
    const text = zh.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
    expect(text).toContain('[persisted](/zh/x/react-data-grid/editing/persistence/)');
    expect(text).toContain('Back to the [overview](/zh/x/introduction/)');
    expect(text).toContain('`[not a link](/x/introduction/)`');
    expect(text).toContain('// Links in code, like [this](/x/introduction/), are left alone.');
  });

  it('keeps links to English-only pages unprefixed and external links as they are', () => {
    const source = '# T\n\nD.\n\nSee [the blog](/blog/) and [npm](https://www.npmjs.com/).\n';
    const [part] = convert(source, 'zh').document.parts;
    expect(part.type === 'text' && part.text).toContain('[the blog](/blog/) and [npm](https://www.npmjs.com/)');
  });

  it('fails on a malformed demo block, an unknown callout and a page without a description', () => {
    expect(() => convert('# T\n\nD.\n\n{{"demo": }}\n')).toThrow('sorting.md: malformed demo block');
    expect(() => convert('# T\n\nD.\n\n:::tip\nHi\n:::\n')).toThrow('unknown callout type ":::tip"');
    expect(() => convert('# T\n')).toThrow('a page needs a title');
  });
});
