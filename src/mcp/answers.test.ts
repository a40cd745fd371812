import type { ApiEntry, ApiIndexEntry } from '../api-docs/types';
import type { SearchOutcome } from '../search/searchDocs';
import { FIXTURE_LIST_ENTRY } from '../../test/fixtures/api/fixtureListEntry';
import { apiEntryAnswer, excerptText, pageListAnswer, searchAnswer } from './answers';
import { siteUrl } from './addresses';
import { ToolInputError } from './toolArguments';

const absolute = (path: string) => siteUrl(path, 'https://docs.example.com');
const relative = (path: string) => siteUrl(path, null);

describe('excerptText', () => {
  it('bolds the matched words and reads entities back as text', () => {
    expect(excerptText('Set <mark>sortModel</mark> to &lt;GridSortModel&gt; &amp; more')).toBe(
      'Set **sortModel** to <GridSortModel> & more',
    );
  });
});

describe('searchAnswer', () => {
  const outcome: SearchOutcome = {
    total: 12,
    correctedTo: null,
    groups: [
      {
        url: '/x/api/data-grid/data-grid/',
        title: 'DataGrid API',
        product: 'x-data-grid',
        pageKind: 'api',
        keywords: [],
        items: [
          {
            kind: 'api',
            title: 'sortModel',
            url: '/x/api/data-grid/data-grid/#prop-sortModel',
            excerptHtml: '<mark>sortModel</mark> GridSortModel',
          },
        ],
      },
    ],
  };

  it('keeps the dialog order and gives every link absolute when there is an origin', () => {
    expect(searchAnswer('sortModel', outcome, absolute)).toEqual({
      query: 'sortModel',
      correctedTo: null,
      total: 12,
      results: [
        {
          title: 'DataGrid API',
          url: 'https://docs.example.com/x/api/data-grid/data-grid/',
          product: 'x-data-grid',
          kind: 'api',
          sections: [
            {
              kind: 'api',
              title: 'sortModel',
              url: 'https://docs.example.com/x/api/data-grid/data-grid/#prop-sortModel',
              excerpt: '**sortModel** GridSortModel',
            },
          ],
        },
      ],
    });
  });

  it('gives site paths without an origin', () => {
    expect(searchAnswer('sortModel', outcome, relative).results[0].sections[0].url).toBe(
      '/x/api/data-grid/data-grid/#prop-sortModel',
    );
  });
});

describe('apiEntryAnswer', () => {
  const entry: ApiEntry = {
    ...FIXTURE_LIST_ENTRY,
    members: [
      {
        name: 'rows',
        type: 'R[]',
        description: 'The rows, each a [[FixtureRow]].',
        required: true,
      },
      {
        name: 'density',
        type: "'compact' | 'standard'",
        default: "'standard'",
        description: 'How tight the rows are.',
        required: false,
        plan: 'premium',
        deprecated: 'Use [[FixtureTheme]] instead.',
      },
    ],
    demoPages: [{ title: 'Lists', href: '/x/react-data-grid/lists' }],
  };
  const entries: ApiIndexEntry[] = [
    { kind: 'component', name: 'FixtureList', slug: 'fixture-list', product: 'data-grid', plan: 'pro' },
    { kind: 'interface', name: 'FixtureRow', slug: 'fixture-row', product: 'data-grid', plan: 'community' },
  ];

  it('gives the plan, package, props with defaults and plans, slots and classes, each with its row URL', () => {
    const answer = apiEntryAnswer(entry, entries, absolute);
    expect(answer).toMatchObject({
      name: 'FixtureList',
      kind: 'component',
      plan: 'pro',
      package: '@fixture/x',
      url: 'https://docs.example.com/x/api/data-grid/fixture-list/',
      markdown: 'https://docs.example.com/x/api/data-grid/fixture-list.md',
      demos: [{ title: 'Lists', url: 'https://docs.example.com/x/react-data-grid/lists/' }],
    });
    expect(answer.props).toEqual([
      {
        name: 'rows',
        type: 'R[]',
        required: true,
        description: 'The rows, each a [`FixtureRow`](https://docs.example.com/x/api/data-grid/fixture-row/).',
        url: 'https://docs.example.com/x/api/data-grid/fixture-list/#prop-rows',
      },
      {
        name: 'density',
        type: "'compact' | 'standard'",
        default: "'standard'",
        required: false,
        plan: 'premium',
        deprecated: 'Use `FixtureTheme` instead.',
        description: 'How tight the rows are.',
        url: 'https://docs.example.com/x/api/data-grid/fixture-list/#prop-density',
      },
    ]);
    expect(answer.slots[0]).toEqual({
      name: 'toolbar',
      default: 'FixtureToolbar',
      description: 'The bar above the rows.',
      url: 'https://docs.example.com/x/api/data-grid/fixture-list/#slot-toolbar',
    });
    expect(answer.classes[0]).toMatchObject({
      className: 'MuiFixtureList-root',
      url: 'https://docs.example.com/x/api/data-grid/fixture-list/#classes-root',
    });
  });

  it('lists an interface’s members as properties', () => {
    const answer = apiEntryAnswer({ ...entry, kind: 'interface' }, entries, relative);
    expect(answer).not.toHaveProperty('props');
    expect(answer.properties?.map(({ name }) => name)).toEqual(['rows', 'density']);
  });

  it('keeps only the rows of the member asked for, and fails on a name it does not have', () => {
    const answer = apiEntryAnswer(entry, entries, relative, { member: 'toolbar' });
    expect(answer.props).toEqual([]);
    expect(answer.slots.map(({ name }) => name)).toEqual(['toolbar']);
    expect(answer.classes.map(({ key }) => key)).toEqual(['toolbar']);
    expect(() => apiEntryAnswer(entry, entries, relative, { member: 'sortModel' })).toThrow(ToolInputError);
    expect(() => apiEntryAnswer(entry, entries, relative, { member: 'sortModel' })).toThrow(
      'FixtureList has no prop, property, slot or CSS class named "sortModel"',
    );
  });
});

describe('pageListAnswer', () => {
  it('gives each page its URL and Markdown URL', () => {
    const answer = pageListAnswer(
      'tree-view',
      'guide',
      [
        {
          title: 'Tree View',
          path: '/x/react-tree-view/',
          markdown: '/x/react-tree-view.md',
          description: 'Hierarchies.',
          section: 'Tree View',
          kind: 'guide',
        },
      ],
      absolute,
    );
    expect(answer).toEqual({
      product: 'tree-view',
      kind: 'guide',
      count: 1,
      pages: [
        {
          title: 'Tree View',
          url: 'https://docs.example.com/x/react-tree-view/',
          markdown: 'https://docs.example.com/x/react-tree-view.md',
          kind: 'guide',
          section: 'Tree View',
          description: 'Hierarchies.',
        },
      ],
    });
  });
});
