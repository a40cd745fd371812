import {
  comparableTitle,
  countMessage,
  flattenGroups,
  groupResults,
  pickResultIds,
  titleMatchesFirst,
  bestOfEachProductFirst,
  toSearchGroup,
  type PagefindResultData,
} from './searchResults';

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
  it('keeps the best sections, the best first (page order on a tie), and tells headings from API items', () => {
    const group = toSearchGroup(sorting, 2);
    expect(group).toMatchObject({ title: 'Sorting', product: 'x-data-grid', pageKind: 'guide' });
    expect(group.items.map((item) => [item.kind, item.url])).toEqual([
      ['heading', '/x/react-data-grid/sorting/#the-sort-model'],
      ['api', '/x/react-data-grid/sorting/#prop-sortModel'],
    ]);
  });

  it('puts the section or API item named like the query first', () => {
    const group = toSearchGroup(sorting, 3, 'sortModel');
    expect(group.items.map((item) => item.url)).toEqual([
      '/x/react-data-grid/sorting/#prop-sortModel',
      '/x/react-data-grid/sorting/#the-sort-model',
      '/x/react-data-grid/sorting/#server-side',
    ]);
  });

  it('scores a section by its matched words, a heading match above many mentions', () => {
    const page: PagefindResultData = {
      url: '/p/',
      excerpt: '',
      meta: { title: 'Pagination' },
      filters: {},
      sub_results: [
        {
          title: 'Page size',
          url: '/p/#size',
          excerpt: '<mark>server</mark> <mark>server</mark> <mark>server</mark>',
          anchor: { element: 'h2', id: 'size' },
          weighted_locations: [1, 2, 3].map((location) => ({ weight: 1, balanced_score: 10, location })),
        },
        {
          title: 'Server-side pagination',
          url: '/p/#server-side-pagination',
          excerpt: '<mark>Server-side</mark> <mark>pagination</mark>',
          anchor: { element: 'h2', id: 'server-side-pagination' },
          weighted_locations: [10, 11].map((location) => ({ weight: 6, balanced_score: 60, location })),
        },
      ],
    };
    expect(toSearchGroup(page, 2).items.map((item) => item.url)).toEqual(['/p/#server-side-pagination', '/p/#size']);
  });

  it('sanitizes excerpts', () => {
    const group = toSearchGroup(sorting, 4);
    const item = group.items.find(({ url }) => url.endsWith('#prop-sortModel'));
    expect(item?.excerptHtml).toBe('<mark>sortModel</mark> &lt;img src=x&gt;');
  });

  it('titles the top of the page with the page title', () => {
    const group = toSearchGroup(sorting, 4);
    expect(group.items.find(({ kind }) => kind === 'page')).toMatchObject({
      title: 'Sorting',
      url: '/x/react-data-grid/sorting/',
    });
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

describe('comparableTitle and titleMatchesFirst', () => {
  it('ignores spaces, case and a trailing API', () => {
    expect(comparableTitle('BarChart API')).toBe('barchart');
    expect(comparableTitle(' bar chart ')).toBe('barchart');
    expect(comparableTitle('API object')).toBe('apiobject');
  });

  it('puts the pages titled like the query first, then those with an API item of that name, the others in order', () => {
    const group = (title: string) => toSearchGroup({ url: `/${title}/`, excerpt: '', meta: { title }, filters: {} }, 1);
    const groups = ['BarChartPro API', 'Bar charts', 'BarChart API', 'BarPlot API'].map(group);
    expect(titleMatchesFirst(groups, 'BarChart').map(({ title }) => title)).toEqual([
      'BarChart API',
      'BarChartPro API',
      'Bar charts',
      'BarPlot API',
    ]);
    expect(
      groupResults(
        groups.map((g) => ({ url: g.url, excerpt: '', meta: { title: g.title }, filters: {} })),
        1,
        'bar chart',
      )[0].title,
    ).toBe('BarChart API');
  });
});

describe('titleMatchesFirst and keywords', () => {
  it('puts a page having the query among its keywords first', () => {
    const page = (title: string, keywords?: string) =>
      toSearchGroup({ url: `/${title}/`, excerpt: '', meta: { title, keywords }, filters: {} }, 1);
    const groups = [page('Columns API'), page('Column visibility', 'hide column, hidden columns')];
    expect(groups[1].keywords).toEqual(['hide column', 'hidden columns']);
    expect(titleMatchesFirst(groups, 'Hide column').map(({ title }) => title)).toEqual([
      'Column visibility',
      'Columns API',
    ]);
  });
});

describe('titleMatchesFirst for a name and for words', () => {
  it('puts the API page first for a name, the guide first for words', () => {
    const api = toSearchGroup(
      { url: '/api/', excerpt: '', meta: { title: 'DateRangePicker API' }, filters: { kind: ['api'] } },
      1,
    );
    const guide = toSearchGroup({ url: '/guide/', excerpt: '', meta: { title: 'Date Range Picker' }, filters: {} }, 1);
    expect(titleMatchesFirst([guide, api], 'DateRangePicker').map(({ url }) => url)).toEqual(['/api/', '/guide/']);
    expect(titleMatchesFirst([api, guide], 'date range picker').map(({ url }) => url)).toEqual(['/guide/', '/api/']);
  });
});

describe('countMessage', () => {
  it('says how many of how many pages are shown', () => {
    expect(countMessage(6, 67)).toEqual({ key: 'topOf', values: { shown: '6', count: '67' } });
    expect(countMessage(3, 3)).toEqual({ key: 'results', values: { count: '3' } });
    expect(countMessage(1, 1)).toEqual({ key: 'oneResult' });
  });
});

describe('titleMatchesFirst for tasks and shared names', () => {
  const page = (url: string, kind: string, product: string, apiItem?: string) =>
    toSearchGroup(
      {
        url,
        excerpt: '',
        meta: { title: url },
        filters: { kind: [kind], product: [product] },
        sub_results: apiItem
          ? [
              {
                title: apiItem,
                url: `${url}#prop-${apiItem}`,
                excerpt: '',
                anchor: { element: 'tr', id: `prop-${apiItem}` },
              },
            ]
          : [],
      },
      3,
    );

  it('lists the guides before the API pages for a query of several words', () => {
    const groups = [
      page('/api-a/', 'api', 'x-data-grid'),
      page('/guide/', 'guide', 'x-data-grid'),
      page('/api-b/', 'api', 'x-charts'),
    ];
    expect(titleMatchesFirst(groups, 'print the grid').map(({ url }) => url)).toEqual([
      '/guide/',
      '/api-a/',
      '/api-b/',
    ]);
    expect(titleMatchesFirst(groups, 'print').map(({ url }) => url)).toEqual(['/api-a/', '/guide/', '/api-b/']);
  });

  it("puts the best page of each product naming the identifier first, the reader's product first", () => {
    const groups = [
      page('/grid-col-def/', 'api', 'x-data-grid', 'valueFormatter'),
      page('/grid-other/', 'api', 'x-data-grid', 'valueFormatter'),
      page('/guide/', 'guide', 'x-charts'),
      page('/bar-series/', 'api', 'x-charts', 'valueFormatter'),
    ];
    expect(titleMatchesFirst(groups, 'valueFormatter', 'x-charts').map(({ url }) => url)).toEqual([
      '/bar-series/',
      '/grid-col-def/',
      '/grid-other/',
      '/guide/',
    ]);
    expect(titleMatchesFirst(groups, 'valueFormatter', 'x-data-grid')[0].url).toBe('/grid-col-def/');
  });
});

describe('bestOfEachProductFirst', () => {
  it('keeps the order within a product and puts nothing first without a product', () => {
    const group = (url: string, product: string) =>
      toSearchGroup({ url, excerpt: '', meta: { title: url }, filters: { product: [product] } }, 1);
    const groups = [group('/a/', 'p'), group('/b/', 'p'), group('/c/', 'q')];
    expect(bestOfEachProductFirst(groups, null).map(({ url }) => url)).toEqual(['/a/', '/c/', '/b/']);
    expect(bestOfEachProductFirst(groups, 'q').map(({ url }) => url)).toEqual(['/c/', '/a/', '/b/']);
  });
});
