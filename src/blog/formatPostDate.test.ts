import { formatPostDate } from './formatPostDate';

describe('formatPostDate', () => {
  it('writes the day in English whatever the time zone', () => {
    expect(formatPostDate('2026-03-12')).toBe('March 12, 2026');
    expect(formatPostDate('2025-12-31')).toBe('December 31, 2025');
  });
});
