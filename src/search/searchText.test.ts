import { namePieces, normalizeName } from './searchText';

describe('normalizeName', () => {
  it('keeps lower-case letters and digits of any script, without accents', () => {
    expect(normalizeName('Row grouping')).toBe('rowgrouping');
    expect(normalizeName('Próximos passos')).toBe('proximospassos');
    expect(normalizeName('行分组（Premium）')).toBe('行分组premium');
  });
});

describe('namePieces', () => {
  it('splits at spaces, punctuation and camelCase humps', () => {
    expect(namePieces('initialState.sortModel,')).toEqual(['initial', 'state', 'sort', 'model']);
    expect(namePieces('Construído sobre')).toEqual(['construido', 'sobre']);
    expect(namePieces('DataGridPro')).toEqual(['data', 'grid', 'pro']);
  });
});
