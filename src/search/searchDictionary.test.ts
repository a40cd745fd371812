import { allowedDistance, correctQuery, editDistance, nameWords, pageNames } from './searchDictionary';

const NAMES = [
  'DataGrid',
  'DataGridPro',
  'DataGridPremium',
  'checkboxSelection',
  'Checkbox selection',
  'Row grouping',
  'Column pinning',
  'filterModel',
  'LineChart',
  'Pagination',
];

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('filtr', 'filter', 2)).toBe(1);
    expect(editDistance('datagridpremum', 'datagridpremium', 2)).toBe(1);
    expect(editDistance('treeveiw', 'treeview', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('same', 'same', 2)).toBe(0);
  });

  it('stops at max + 1', () => {
    expect(editDistance('xyzzyqq', 'pagination', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('allowedDistance', () => {
  it('allows nothing for short words, one letter up to six, two from seven', () => {
    expect([3, 4, 6, 7, 15].map(allowedDistance)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('nameWords', () => {
  it('splits camelCase humps and spaces, keeping words of three letters or more', () => {
    expect(nameWords('checkboxSelection')).toEqual(['checkbox', 'selection']);
    expect(nameWords('Row grouping of a grid')).toEqual(['row', 'grouping', 'grid']);
  });
});

describe('correctQuery', () => {
  it('corrects a misspelt name to the name', () => {
    expect(correctQuery('DataGridPremum', NAMES)).toBe('DataGridPremium');
    expect(correctQuery('LineChrt', NAMES)).toBe('LineChart');
  });

  it('separates joined words of a title', () => {
    expect(correctQuery('rowgrouping', NAMES)).toBe('Row grouping');
  });

  it('prefers a name written like the query: a phrase for a phrase', () => {
    expect(correctQuery('checkbox selecton', NAMES)).toBe('Checkbox selection');
    expect(correctQuery('checkboxSelecton', NAMES)).toBe('checkboxSelection');
  });

  it('corrects word by word when no whole name is close', () => {
    expect(correctQuery('filtr', NAMES)).toBe('filter');
    expect(correctQuery('colum grouping', NAMES)).toBe('column grouping');
  });

  it('leaves a known name, a short query and nonsense alone', () => {
    expect(correctQuery('DataGridPro', NAMES)).toBeNull();
    expect(correctQuery('datagridpro', NAMES)).toBeNull();
    expect(correctQuery('fil', NAMES)).toBeNull();
    expect(correctQuery('xyzzyqq', NAMES)).toBeNull();
    expect(correctQuery('colum xyzzyqq', NAMES)).toBeNull();
  });

  it('gives the same answer whatever the order of the dictionary', () => {
    expect(correctQuery('checkbox selecton', [...NAMES].reverse())).toBe('Checkbox selection');
  });
});

describe('pageNames', () => {
  it('reads the API row names and the headings, as text', () => {
    const html =
      '<h1 class="docs-title">Row grouping</h1><h2 id="a">Grouping <code>rows</code> &amp; more</h2><h2>BarChart API</h2>' +
      '<tr id="prop-sortModel" data-pagefind-title="sortModel"><td>x</td></tr><h4>Too deep</h4><h3>Tiny</h3><h3>ab</h3>';
    expect(pageNames(html)).toEqual(['sortModel', 'Row grouping', 'Grouping rows & more', 'BarChart', 'Tiny']);
  });
});
