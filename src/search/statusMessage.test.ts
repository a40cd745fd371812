import { statusMessage } from './statusMessage';
import type { SearchState } from './usePagefindSearch';

const s = (key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const state = (partial: Partial<SearchState>): SearchState => ({
  status: 'ready',
  query: 'sorting',
  groups: [],
  total: 0,
  correctedTo: null,
  ...partial,
});
const groups = (count: number) => Array.from({ length: count }, () => ({}) as SearchState['groups'][number]);

describe('statusMessage', () => {
  it('says the search is loading, and nothing while idle', () => {
    expect(statusMessage(state({ status: 'loading' }), s)).toBe('loading');
    expect(statusMessage(state({ status: 'idle' }), s)).toBe('');
  });

  it('tells a development server without an index how to get one', () => {
    expect(statusMessage(state({ status: 'unavailable' }), s)).toBe('noIndexInDev');
  });

  it('names the query that found nothing, counts the pages found, and says what a typo became', () => {
    expect(statusMessage(state({}), s)).toBe('noResults {"query":"sorting"}');
    expect(statusMessage(state({ groups: groups(6), total: 14 }), s)).toBe('topOf {"shown":"6","count":"14"}');
    expect(statusMessage(state({ groups: groups(1), total: 1, correctedTo: 'sorting' }), s)).toBe(
      'correctedTo {"query":"sorting"}. oneResult',
    );
  });
});
