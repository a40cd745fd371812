import { searchIgnoredAttributes, searchPageKind, searchResultAttributes } from './searchAttributes';

describe('searchPageKind', () => {
  it('is api for the API reference and the API tabs of component pages', () => {
    expect(searchPageKind('/x/api/data-grid/data-grid/')).toBe('api');
    expect(searchPageKind('/x/api/data-grid/')).toBe('api');
    expect(searchPageKind('/x/react-data-grid/components-api/')).toBe('api');
    expect(searchPageKind('/x/react-charts/bars/hooks-api/')).toBe('api');
  });

  it('is guide for every other page', () => {
    expect(searchPageKind('/x/react-data-grid/sorting/')).toBe('guide');
    expect(searchPageKind('/x/introduction/installation/')).toBe('guide');
    expect(searchPageKind('/')).toBe('guide');
    expect(searchPageKind('/x/apis-overview/')).toBe('guide');
  });
});

describe('searchResultAttributes', () => {
  it('titles the element for the index', () => {
    expect(searchResultAttributes('sortModel')).toEqual({ 'data-pagefind-title': 'sortModel' });
  });
});

describe('searchIgnoredAttributes', () => {
  it('leaves the element and its content out of the index', () => {
    expect(searchIgnoredAttributes()).toEqual({ 'data-pagefind-ignore': 'all' });
  });
});
