import { dialogOptions } from './dialogOptions';
import type { SearchGroup } from './searchResults';

const s = (key: string, values?: Record<string, string>) => `${key}:${JSON.stringify(values ?? {})}`;

const group = (title: string, items: string[]): SearchGroup => ({
  url: `/${title}/`,
  title,
  product: null,
  pageKind: 'guide',
  keywords: [],
  items: items.map((item) => ({ kind: 'heading', title: item, url: `/${title}/#${item}`, excerptHtml: item })),
});

describe('dialogOptions', () => {
  it('lists the recent searches when given, else every result of every page in order', () => {
    expect(dialogOptions(['sortModel'], [group('Sorting', ['a'])], s)).toEqual([
      { kind: 'recent', text: 'sortModel', label: 'searchAgain:{"query":"sortModel"}' },
    ]);
    expect(
      dialogOptions(null, [group('Sorting', ['a', 'b']), group('Filtering', ['c'])], s).map((o) => o.label),
    ).toEqual([
      'activeResult:{"title":"a","page":"Sorting"}',
      'activeResult:{"title":"b","page":"Sorting"}',
      'activeResult:{"title":"c","page":"Filtering"}',
    ]);
    expect(dialogOptions(null, [group('Sorting', ['a'])], s)[0]).toMatchObject({ kind: 'result', url: '/Sorting/#a' });
  });
});
