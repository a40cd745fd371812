import { checkQuery, MAX_QUERY_LENGTH, ToolInputError } from './toolArguments';

describe('checkQuery', () => {
  it('trims the query', () => {
    expect(checkQuery('  sortModel \n')).toBe('sortModel');
  });

  it('fails on an empty or blank query, saying what to send', () => {
    expect(() => checkQuery('')).toThrow(ToolInputError);
    expect(() => checkQuery(' \t ')).toThrow(/empty/);
  });

  it('fails on a query longer than a search, giving its length and the limit', () => {
    expect(checkQuery('a'.repeat(MAX_QUERY_LENGTH))).toHaveLength(MAX_QUERY_LENGTH);
    expect(() => checkQuery('a'.repeat(10_000))).toThrow(`10,000 characters long; at most ${MAX_QUERY_LENGTH}`);
  });
});
