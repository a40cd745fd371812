import {
  buildSynonymTable,
  isSynonymTable,
  looksLikeIdentifier,
  understandQuery,
  withoutFiller,
  type SynonymTable,
} from './understandQuery';

const TABLE: SynonymTable = buildSynonymTable([
  { path: '/x/react-data-grid/column-pinning/', title: 'Column pinning', keywords: ['freeze column', 'sticky column'] },
  { path: '/x/react-data-grid/export/', title: 'Export', keywords: ['excel', 'exportar'] },
  { path: '/x/react-charts/pie/', title: 'Pie charts', keywords: ['doughnut', 'gráfico de pizza'] },
  { path: '/x/react-data-grid/row-height/', title: 'Row height', keywords: [] },
]);

describe('withoutFiller', () => {
  it('keeps the words that matter of a question', () => {
    expect(withoutFiller('how do I change the row height')).toBe('row height');
    expect(withoutFiller('What is the sortModel?')).toBe('sortModel?');
    expect(withoutFiller('como exportar para excel')).toBe('exportar excel');
  });

  it('takes Chinese question words out of text without spaces', () => {
    expect(withoutFiller('如何安装')).toBe('安装');
  });

  it('keeps a query made only of filler', () => {
    expect(withoutFiller('how to')).toBe('how to');
  });
});

describe('looksLikeIdentifier', () => {
  it('tells a camelCase or PascalCase name from words', () => {
    expect(looksLikeIdentifier('sortModel')).toBe(true);
    expect(looksLikeIdentifier('DataGridPro')).toBe(true);
    expect(looksLikeIdentifier('pagination')).toBe(false);
    expect(looksLikeIdentifier('Export')).toBe(false);
    expect(looksLikeIdentifier('row height')).toBe(false);
  });
});

describe('understandQuery', () => {
  it("replaces a reader's phrase by the docs' words, keeping the other words", () => {
    expect(understandQuery('freeze first column', TABLE)).toEqual({
      terms: 'column pinning first',
      pages: ['/x/react-data-grid/column-pinning/'],
    });
  });

  it('matches the words of a phrase in any order, singular or plural', () => {
    expect(understandQuery('columns sticky', TABLE).pages).toEqual(['/x/react-data-grid/column-pinning/']);
  });

  it('reads Portuguese words with accents and filler', () => {
    expect(understandQuery('um gráfico de pizza', TABLE)).toEqual({
      terms: 'pie charts',
      pages: ['/x/react-charts/pie/'],
    });
    expect(understandQuery('exportar excel', TABLE).terms).toBe('export excel');
  });

  it('leaves a query without a known phrase as its words that matter', () => {
    expect(understandQuery('how do I change the row height', TABLE)).toEqual({ terms: 'row height', pages: [] });
  });

  it('does not match a phrase of which a word is missing', () => {
    expect(understandQuery('freeze rows', TABLE).pages).toEqual([]);
  });
});

describe('buildSynonymTable', () => {
  it("keeps the guides with keywords, by their title's words", () => {
    expect(TABLE.pages).toEqual({
      '/x/react-data-grid/column-pinning/': 'column pinning',
      '/x/react-data-grid/export/': 'export',
      '/x/react-charts/pie/': 'pie charts',
    });
    expect(TABLE.phrases['grafico pizza']).toEqual(['/x/react-charts/pie/']);
  });

  it('keeps a phrase whole when dropping its filler would leave one word, and matches it on the words typed', () => {
    const table = buildSynonymTable([
      { path: '/x/react-data-grid/overlays/', title: 'Overlays', keywords: ['no rows'] },
      { path: '/x/react-data-grid/sorting/', title: 'Sorting', keywords: ['order rows'] },
    ]);
    expect(table.phrases['no rows']).toEqual(['/x/react-data-grid/overlays/']);
    expect(table.phrases.rows).toBeUndefined();
    expect(understandQuery('how can I sort the rows of my grid', table).pages).toEqual([]);
    expect(understandQuery('show a message when there are no rows', table).pages).toEqual([
      '/x/react-data-grid/overlays/',
    ]);
  });

  it('lists every guide of a phrase several guides share', () => {
    const table = buildSynonymTable([
      { path: '/a/', title: 'A', keywords: ['checkbox'] },
      { path: '/b/', title: 'B', keywords: ['checkbox'] },
    ]);
    expect(table.phrases.checkbox).toEqual(['/a/', '/b/']);
  });
});

describe('isSynonymTable', () => {
  it('accepts a table and refuses anything else', () => {
    expect(isSynonymTable(TABLE)).toBe(true);
    expect(isSynonymTable(JSON.parse(JSON.stringify(TABLE)))).toBe(true);
    expect(isSynonymTable(null)).toBe(false);
    expect(isSynonymTable({ pages: {}, phrases: { a: 'b' } })).toBe(false);
    expect(isSynonymTable([])).toBe(false);
  });
});
