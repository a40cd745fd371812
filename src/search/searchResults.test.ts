import { flattenGroups, groupResults, pickResultIds, toSearchGroup, type PagefindResultData } from './searchResults';

const sorting: PagefindResultData = {
  url: '/x/react-data-grid/sorting/',
  excerpt: 'The <mark>sortModel</mark> prop',
  meta: { title: 'Sorting' },
  filters: { product: ['x-data-grid'], kind: ['guide'] },
  sub_results: [
    { title: 'Sorting', url: '/x/react-data-grid/sorting/', excerpt: 'Sort rows by clicking' },
    {
      title: 'The sort model',
      url: '/x/react-data-grid/sorting/#the-sort-model',
      excerpt: 'The <mark>sortModel</mark> with <mark>sortModel</mark>',
      anchor: { element: 'h2', id: 'the-sort-model', text: 'The sort model' },
    },
    {
      title: 'sortModel',
      url: '/x/react-data-grid/sorting/#prop-sortModel',
      excerpt: '<mark>sortModel</mark> <img src=x>',
      anchor: { element: 'tr', id: 'prop-sortModel' },
    },
    {
      title: 'Server-side sorting',
      url: '/x/react-data-grid/sorting/#server-side',
      excerpt: 'the <mark>sortModel</mark>',
      anchor: { element: 'h3', id: 'server-side' },
    },
  ],
};

describe('pickResultIds', () => {
  it('puts the preferred product first, then fills with the others', () => {
    expect(pickResultIds(['p1', 'p2'], ['o1', 'p1', 'o2'], { preferredCount: 5, total: 4 })).toEqual([
      'p1',
      'p2',
      'o1',
      'o2',
    ]);
  });

  it('keeps room for other products, and lets preferred ones fill what the others leave', () => {
    expect(pickResultIds(['p1', 'p2', 'p3'], ['p1', 'o1'], { preferredCount: 2, total: 3 })).toEqual([
      'p1',
      'p2',
      'o1',
    ]);
    expect(pickResultIds(['p1', 'p2', 'p3'], ['p1'], { preferredCount: 2, total: 3 })).toEqual(['p1', 'p2', 'p3']);
  });

  it('is the plain ranking without a preferred product', () => {
    expect(pickResultIds([], ['a', 'b', 'c'], { preferredCount: 2, total: 2 })).toEqual(['a', 'b']);
  });
});

describe('toSearchGroup', () => {
  it('keeps the sections with the most highlights, in page order, and tells headings from API items', () => {
    const group = toSearchGroup(sorting, 2);
    expect(group).toMatchObject({ title: 'Sorting', product: 'x-data-grid', pageKind: 'guide' });
    expect(group.items.map((item) => [item.kind, item.url])).toEqual([
      ['heading', '/x/react-data-grid/sorting/#the-sort-model'],
      ['api', '/x/react-data-grid/sorting/#prop-sortModel'],
    ]);
  });

  it('sanitizes excerpts', () => {
    const group = toSearchGroup(sorting, 4);
    expect(group.items[2].excerptHtml).toBe('<mark>sortModel</mark> &lt;img src=x&gt;');
  });

  it('titles the top of the page with the page title', () => {
    const group = toSearchGroup(sorting, 4);
    expect(group.items[0]).toMatchObject({ kind: 'page', title: 'Sorting', url: '/x/react-data-grid/sorting/' });
  });

  it('makes one page item when the index gave no sections, and reads the api kind', () => {
    const group = toSearchGroup(
      { url: '/x/api/data-grid/data-grid/', excerpt: '<mark>rows</mark>', meta: {}, filters: { kind: ['api'] } },
      3,
    );
    expect(group).toMatchObject({ title: '/x/api/data-grid/data-grid/', product: null, pageKind: 'api' });
    expect(group.items).toEqual([
      {
        kind: 'page',
        title: '/x/api/data-grid/data-grid/',
        url: '/x/api/data-grid/data-grid/',
        excerptHtml: '<mark>rows</mark>',
      },
    ]);
  });
});

describe('groupResults and flattenGroups', () => {
  it('makes one group per page and walks the items in reading order', () => {
    const other: PagefindResultData = { url: '/b/', excerpt: 'b', meta: { title: 'B' }, filters: {} };
    const groups = groupResults([sorting, other, sorting], 1);
    expect(groups.map((group) => group.url)).toEqual(['/x/react-data-grid/sorting/', '/b/']);
    expect(flattenGroups(groups).map(({ item, group }) => [group.title, item.url])).toEqual([
      ['Sorting', '/x/react-data-grid/sorting/#the-sort-model'],
      ['B', '/b/'],
    ]);
  });
});
