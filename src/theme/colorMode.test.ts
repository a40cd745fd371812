import { parseColorMode, resolveColorMode } from './colorMode';

describe('parseColorMode', () => {
  it('keeps the three modes', () => {
    expect(parseColorMode('light')).toBe('light');
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('system')).toBe('system');
  });

  it('follows the system for a missing or malformed value', () => {
    expect(parseColorMode(null)).toBe('system');
    expect(parseColorMode(undefined)).toBe('system');
    expect(parseColorMode('DARK')).toBe('system');
    expect(parseColorMode('<script>')).toBe('system');
  });
});

describe('resolveColorMode', () => {
  it('gives a chosen mode whatever the system prefers', () => {
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it("gives the system's mode for 'system'", () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });
});
