import { apiEntrySegments } from './render/apiPageSegments.server';
import { repeatedRows, searchBaseEntry } from './searchBaseEntry';
import type { ApiEntry, ApiIndexEntry, ApiMember } from './types';

const index = (name: string, product: ApiIndexEntry['product'] = 'data-grid'): ApiIndexEntry => ({
  kind: 'component',
  name,
  slug: name.toLowerCase(),
  product,
  plan: 'community',
});

const entries = [
  index('DataGrid'),
  index('DataGridPro'),
  index('DataGridPremium'),
  index('LineChart', 'charts'),
  index('LineChartPro', 'charts'),
  index('DateRangePicker', 'date-pickers'),
  index('HeatmapPremium', 'charts'),
];

describe('searchBaseEntry', () => {
  it('finds the plan below in the same product', () => {
    expect(searchBaseEntry(entries, index('DataGridPro'))?.name).toBe('DataGrid');
    expect(searchBaseEntry(entries, index('DataGridPremium'))?.name).toBe('DataGridPro');
    expect(searchBaseEntry(entries, index('LineChartPro', 'charts'))?.name).toBe('LineChart');
  });

  it('returns null when the name has no plan suffix or the product has no base', () => {
    expect(searchBaseEntry(entries, index('DataGrid'))).toBeNull();
    expect(searchBaseEntry(entries, index('DateRangePicker', 'date-pickers'))).toBeNull();
    expect(searchBaseEntry(entries, index('HeatmapPremium', 'charts'))).toBeNull();
    expect(searchBaseEntry(entries, index('LineChartPro', 'data-grid'))).toBeNull();
  });
});

const member = (name: string, description: string): ApiMember => ({
  name,
  type: 'string',
  description,
  required: false,
});

describe('repeatedRows', () => {
  it('keeps only rows equal in every field to a row of the base', () => {
    const same = member('sortModel', 'The sort model.');
    const changed = member('pagination', 'Pro wording.');
    const own = member('treeData', 'Pro only.');
    const repeated = repeatedRows(
      [same, changed, own],
      [member('sortModel', 'The sort model.'), member('pagination', 'Community wording.')],
    );
    expect([...repeated]).toEqual([same]);
  });
});

describe('apiEntrySegments with a search base', () => {
  const entry = (name: string, members: ApiMember[]): ApiEntry => ({
    ...index(name),
    packageName: '@mui/x-data-grid',
    imports: [],
    description: '',
    members,
    slots: [],
    classes: [],
  });

  it('leaves repeated rows out of search and keeps the page’s own rows as results', () => {
    const base = entry('DataGrid', [member('sortModel', 'The sort model.')]);
    const pro = entry('DataGridPro', [member('sortModel', 'The sort model.'), member('treeData', 'Pro only.')]);
    const { segments } = apiEntrySegments(pro, {
      strings: (key) => key,
      linkFor: () => null,
      demos: [],
      searchBase: base,
    });
    const html = segments.map((segment) => (segment.type === 'html' ? segment.html : '')).join('');
    expect(html).toContain('<tr id="prop-sortModel" data-pagefind-ignore="all">');
    expect(html).toContain('<tr id="prop-treeData" data-pagefind-title="treeData">');
  });
});
