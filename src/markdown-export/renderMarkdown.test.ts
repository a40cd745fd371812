import { documentStylings, fencedCode, renderMarkdown } from './renderMarkdown';
import type { MarkdownDocument } from './types';

const grid = {
  type: 'demo' as const,
  name: 'SortGrid',
  files: {
    'MUI System': {
      TS: [
        { path: 'SortGrid.tsx', code: "import { rows } from './rows';\nconst a: number = 1;\n" },
        { path: 'rows.ts', code: 'export const rows: string[] = [];\n' },
      ],
      JS: [
        { path: 'SortGrid.js', code: "import { rows } from './rows';\nconst a = 1;\n" },
        { path: 'rows.js', code: 'export const rows = [];\n' },
      ],
    },
    Tailwind: {
      TS: [{ path: 'SortGrid.tsx', code: 'const tw: string = "p-2";\n' }],
      JS: [{ path: 'SortGrid.js', code: 'const tw = "p-2";\n' }],
    },
  },
};

const chart = {
  type: 'demo' as const,
  name: 'Chart',
  files: {
    'MUI System': { TS: [{ path: 'Chart.tsx', code: 'chart TS' }], JS: [{ path: 'Chart.js', code: 'chart JS' }] },
  },
};

const document: MarkdownDocument = {
  title: 'Sorting',
  description: 'Sort rows.',
  parts: [{ type: 'text', text: '# Sorting\n\nSort rows.' }, grid, { type: 'text', text: 'Between.' }, chart],
};

describe('renderMarkdown', () => {
  it('writes each demo file in TypeScript as a fenced block named after the file', () => {
    expect(renderMarkdown(document, { codeVariant: 'TS', codeStyling: 'MUI System' })).toBe(
      [
        '# Sorting\n\nSort rows.',
        '```tsx title="SortGrid.tsx"\nimport { rows } from \'./rows\';\nconst a: number = 1;\n```',
        '```ts title="rows.ts"\nexport const rows: string[] = [];\n```',
        'Between.',
        '```tsx title="Chart.tsx"\nchart TS\n```\n',
      ].join('\n\n'),
    );
  });

  it('writes them in JavaScript (JSX) for the JS variant', () => {
    const markdown = renderMarkdown(document, { codeVariant: 'JS', codeStyling: 'MUI System' });
    expect(markdown).toContain('```jsx title="SortGrid.js"\nimport { rows } from \'./rows\';\nconst a = 1;\n```');
    expect(markdown).toContain('```jsx title="rows.js"\nexport const rows = [];\n```');
    expect(markdown).not.toContain('number');
  });

  it('uses the chosen styling where a demo has it, MUI System elsewhere', () => {
    const markdown = renderMarkdown(document, { codeVariant: 'TS', codeStyling: 'Tailwind' });
    expect(markdown).toContain('```tsx title="SortGrid.tsx"\nconst tw: string = "p-2";\n```');
    expect(markdown).not.toContain('rows.ts');
    expect(markdown).toContain('```tsx title="Chart.tsx"\nchart TS\n```');
  });

  it('lists the stylings of the demos, MUI System first, and none for a page without demos', () => {
    expect(documentStylings(document)).toEqual(['MUI System', 'Tailwind']);
    expect(documentStylings({ ...document, parts: [document.parts[0]] })).toEqual([]);
  });
});

describe('fencedCode', () => {
  it('makes the fence longer than any run of backticks in the code', () => {
    expect(fencedCode('const s = `a`;', 'ts')).toBe('```ts\nconst s = `a`;\n```');
    expect(fencedCode('```md\nx\n```\n\n', 'md')).toBe('````md\n```md\nx\n```\n````');
  });
});
