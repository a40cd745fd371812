import { findClaims, isLiteral, refsOf, sentencesOf, type DefaultStatement, type PlanStatement } from './findClaims';

const defaults = (source: string) =>
  findClaims(source)
    .filter((statement): statement is DefaultStatement => statement.kind === 'default')
    .map(({ line, value }) => ({ line, value }));
const plans = (source: string) =>
  findClaims(source)
    .filter((statement): statement is PlanStatement => statement.kind === 'plan')
    .map(({ line, plan, adjacent, shipsIn }) => ({ line, plan, adjacent, packageName: shipsIn?.packageName }));

describe('isLiteral', () => {
  it('accepts values and refuses names', () => {
    expect(
      ['"dense"', "'asc'", '52', '0.7', '80%', 'true', 'null', "['asc', 'desc']", '{ hours: 1 }'].every(isLiteral),
    ).toBe(true);
    expect(['reduceAnimations', 'GridToolbar', 'adapter.format()'].some(isLiteral)).toBe(false);
  });
});

describe('sentencesOf', () => {
  it('splits at a full stop followed by a capital, never inside code', () => {
    expect(sentencesOf('It is `a. B` here. Then `x` follows.').map(({ text }) => text)).toEqual([
      'It is `a. B` here.',
      'Then `x` follows.',
    ]);
  });
});

describe('refsOf', () => {
  it('reads API links with their prop, page links and code spans in order', () => {
    const refs = refsOf(
      'See [`rowHeight`](/x/api/data-grid/data-grid/#prop-rowHeight), [sorting](/x/react-data-grid/sorting/) and `density`.',
    );
    expect(refs.map((ref) => ref.kind)).toEqual(['api', 'page', 'code']);
    expect(refs[0]).toMatchObject({ path: '/x/api/data-grid/data-grid', member: 'rowHeight', label: 'rowHeight' });
    expect(refs[1]).toMatchObject({ path: '/x/react-data-grid/sorting' });
  });
});

describe('findClaims', () => {
  it('reads every phrasing of a default with its value', () => {
    const source = [
      'The `rowHeight` prop defaults to `52`.',
      '`formatDensity` is `"dense"` by default.',
      "Set `clipboardCopyCellDelimiter` (default: `'\\t'`).",
      'The default is `150` for `rowBufferPx`.',
      '`scrollEndThreshold` sets the distance (80 by default).',
      '`filterDebounceMs` waits (150 ms by default).',
      "`clearButtonPosition` is `'start'` or `'end'` (default).",
    ].join('\n');
    expect(defaults(source)).toEqual([
      { line: 1, value: '52' },
      { line: 2, value: '"dense"' },
      { line: 3, value: "'\\t'" },
      { line: 4, value: '150' },
      { line: 5, value: '80' },
      { line: 6, value: '150' },
      { line: 7, value: "'end'" },
    ]);
  });

  it('ignores defaults that are not values, code blocks and front matter', () => {
    const source = [
      '---',
      'productId: x-data-grid',
      '---',
      'By default `reduceAnimations` follows the user setting.',
      'The default toolbar shows a search field.',
      '```tsx',
      '// defaults to `52`',
      '```',
    ].join('\n');
    expect(defaults(source)).toEqual([]);
  });

  it('reads the Default column of a table about the row’s first cell', () => {
    const source = [
      '| Prop | Default | What |',
      '|---|---|---|',
      '| `itemsReordering` | `false` | turns it on |',
      '',
      'After.',
    ].join('\n');
    const [statement] = findClaims(source) as DefaultStatement[];
    expect(statement).toMatchObject({ line: 3, value: 'false', fromTableColumn: true });
    expect(statement.refs).toEqual([expect.objectContaining({ kind: 'code', text: 'itemsReordering' })]);
  });

  it('reads plan statements, adjacent or not', () => {
    const source = [
      'The [`DateRangePicker`](/x/api/date-pickers/date-range-picker/) (Pro plan) has two inputs.',
      'Use `DataGridPremium` from `@mui/x-data-grid-premium` (Premium).',
      '`treeData` is a Pro feature.',
      'The Sankey chart requires the Pro plan.',
      'Pro and Premium features are listed below.',
    ].join('\n');
    expect(plans(source)).toEqual([
      { line: 1, plan: 'pro', adjacent: true, packageName: undefined },
      { line: 2, plan: 'premium', adjacent: true, packageName: undefined },
      { line: 2, plan: 'premium', adjacent: true, packageName: '@mui/x-data-grid-premium' },
      { line: 3, plan: 'pro', adjacent: false, packageName: undefined },
      { line: 4, plan: 'pro', adjacent: false, packageName: undefined },
    ]);
  });

  it('reads a table row naming exports and one package as one claim per export', () => {
    const source = [
      '| Export | Package |',
      '|---|---|',
      '| `DateRangePicker`, `DateRangeCalendar` | `@mui/x-date-pickers-pro` |',
    ].join('\n');
    expect(plans(source)).toEqual([
      { line: 3, plan: 'pro', adjacent: true, packageName: '@mui/x-date-pickers-pro' },
      { line: 3, plan: 'pro', adjacent: true, packageName: '@mui/x-date-pickers-pro' },
    ]);
  });

  it('ties a heading’s plan to its section’s opening, and a list item’s to the name it opens with', () => {
    const [heading, item] = findClaims(
      [
        '## Pasting (Premium)',
        '',
        ':::info',
        'It needs `DataGridPremium`.',
        ':::',
        '- [Header filters](/x/react-data-grid/filtering/header-filters/): inputs (Pro).',
      ].join('\n'),
    ) as PlanStatement[];
    expect(heading.contextRefs).toEqual([expect.objectContaining({ kind: 'code', text: 'DataGridPremium' })]);
    expect(item.contextRefs).toEqual([
      expect.objectContaining({ kind: 'page', path: '/x/react-data-grid/filtering/header-filters' }),
    ]);
  });
});
