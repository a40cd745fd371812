import { checkClaims, claimContext, describeResult, normalizeValue, type ClaimReference } from './checkClaims';
import { findClaims } from './findClaims';

const reference: ClaimReference = {
  entries: [
    {
      name: 'DataGrid',
      product: 'data-grid',
      plan: 'community',
      path: '/x/api/data-grid/data-grid',
      members: [
        { name: 'rowHeight', default: '52' },
        { name: 'density', default: '"standard"' },
        { name: 'sortingOrder', default: "['asc', 'desc', null]" },
        { name: 'apiRef' },
      ],
    },
    {
      name: 'DataGridPro',
      product: 'data-grid',
      plan: 'pro',
      path: '/x/api/data-grid/data-grid-pro',
      members: [
        { name: 'rowHeight', default: '52' },
        { name: 'treeData', default: 'false' },
      ],
    },
    {
      name: 'DateCalendar',
      product: 'date-pickers',
      plan: 'community',
      path: '/x/api/date-pickers/date-calendar',
      members: [{ name: 'yearsPerRow', default: '4 on desktop, 3 on mobile' }],
    },
  ],
  pagePlans: new Map([
    ['/x/react-data-grid/tree-data', 'pro'],
    ['/x/react-data-grid/sorting', 'community'],
  ]),
};

const run = (source: string, product: 'data-grid' | 'date-pickers' = 'data-grid') =>
  checkClaims(findClaims(source), claimContext(source, product, reference), reference);

describe('normalizeValue', () => {
  it('ignores quote style, spaces and trailing commas', () => {
    expect(normalizeValue('"standard"')).toBe(normalizeValue("'standard'"));
    expect(normalizeValue("['asc','desc',null,]")).toBe(normalizeValue("['asc', 'desc', null]"));
  });
});

describe('checkClaims', () => {
  it('accepts true defaults, whether linked or named in code', () => {
    const results = run(
      [
        '[`rowHeight`](/x/api/data-grid/data-grid/#prop-rowHeight) defaults to `52`.',
        "`density` is `'standard'` by default.",
        'The cycle is `sortingOrder`, which defaults to `["asc", "desc", null]`.',
      ].join('\n'),
    );
    expect(results.map((result) => result.status)).toEqual(['checked', 'checked', 'checked']);
  });

  it('fails on a wrong default, naming the line and both values', () => {
    const [result] = run('Intro.\n[`rowHeight`](/x/api/data-grid/data-grid/#prop-rowHeight) defaults to `48`.');
    expect(result).toMatchObject({ status: 'mismatch', subject: 'DataGrid.rowHeight', claimed: '48', actual: '52' });
    expect(describeResult('data/x.md', result)).toBe(
      'data/x.md:2: default of DataGrid.rowHeight: the page says 48, the API reference 52',
    );
  });

  it('fails on a wrong plan: a prop or page of the free package said to need Pro, or a Pro one said to need Premium', () => {
    const results = run(
      [
        '`rowHeight` is a Pro feature.',
        '[`treeData`](/x/api/data-grid/data-grid-pro/#prop-treeData) (Premium) groups rows.',
        'Read [sorting](/x/react-data-grid/sorting/) (Pro plan).',
      ].join('\n'),
    );
    expect(results).toEqual([
      expect.objectContaining({ status: 'mismatch', subject: 'rowHeight', claimed: 'pro', actual: 'community' }),
      expect.objectContaining({
        status: 'mismatch',
        subject: 'DataGridPro.treeData',
        claimed: 'premium',
        actual: 'pro',
      }),
      expect.objectContaining({
        status: 'mismatch',
        subject: '/x/react-data-grid/sorting/',
        claimed: 'pro',
        actual: 'community',
      }),
    ]);
  });

  it('accepts true plans of packages, components, props and pages', () => {
    const results = run(
      [
        'Use `DataGridPro` (Pro) from `@mui/x-data-grid-pro` (Pro plan).',
        '`treeData` is a Pro feature.',
        'See [tree data](/x/react-data-grid/tree-data/) (Pro).',
      ].join('\n'),
    );
    expect(results.map((result) => result.status)).toEqual(['checked', 'checked', 'checked', 'checked']);
  });

  it('checks which package ships an export: a lower plan is true (re-exported), a higher one fails', () => {
    const results = run(
      ['`DataGrid` from `@mui/x-data-grid-pro` works.', '| `DataGridPro` | `@mui/x-data-grid` |'].join('\n'),
    );
    expect(results).toEqual([
      expect.objectContaining({ status: 'checked', subject: 'DataGrid' }),
      expect.objectContaining({
        status: 'mismatch',
        subject: 'DataGridPro',
        claimed: '@mui/x-data-grid',
        actual: 'pro plan',
      }),
    ]);
  });

  it('lists what it cannot tie to a prop or compare, and never guesses', () => {
    const results = run(
      [
        'The delay is `300` by default.',
        'Multi-column sorting is a Pro feature.',
        'The `apiRef` prop defaults to `null`.',
      ].join('\n'),
    );
    expect(results.map((result) => result.status)).toEqual(['unmatched', 'unmatched', 'unverifiable']);
    const [prose] = run('On `DateCalendar`, `yearsPerRow` defaults to `3`.', 'date-pickers');
    expect(prose).toMatchObject({ status: 'unverifiable', subject: 'yearsPerRow' });
  });
});
