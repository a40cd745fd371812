import { apiMethodTableMarkdown, expandApiMethodTables } from './apiMethodTable';

describe('apiMethodTable', () => {
  const options = {
    language: 'en' as const,
    hrefOf: (method: string) => `/x/api/data-grid/grid-api/#prop-${method}`,
    mark: (plan: 'pro' | 'premium') => `**${plan}**`,
  };

  it('writes one row per method: linked name with its plan mark, signature, first paragraph of the description', () => {
    const table = apiMethodTableMarkdown(
      [
        {
          name: 'setSortModel',
          type: '(model: GridSortModel) => void',
          description: 'Updates the [[GridSortModel]].\n\nThe rows are sorted again.',
          required: true,
        },
        {
          name: 'exportDataAsExcel',
          type: '(options?: A | B) => Promise<void>',
          description: '',
          required: true,
          plan: 'premium',
        },
      ],
      options,
    ).split('\n');
    expect(table[0]).toBe('| Method | Signature | Description |');
    expect(table[2]).toBe(
      '| [`setSortModel`](/x/api/data-grid/grid-api/#prop-setSortModel) | `` (model: GridSortModel) => void `` | Updates the `GridSortModel`. |',
    );
    expect(table[3]).toBe(
      '| [`exportDataAsExcel`](/x/api/data-grid/grid-api/#prop-exportDataAsExcel) **premium** | `` (options?: A \\| B) => Promise<void> `` |  |',
    );
  });

  it('replaces each directive line with its group table, and leaves other text alone', () => {
    const source = 'Intro\n\n{{"apiMethods": "GridSortApi"}}\n\nEnd';
    expect(expandApiMethodTables(source, (group) => `TABLE ${group}`)).toBe('Intro\n\nTABLE GridSortApi\n\nEnd');
  });
});
