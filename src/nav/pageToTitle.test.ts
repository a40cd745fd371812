import { pageToTitle, pageToTitleI18n } from './pageToTitle';

describe('pageToTitle', () => {
  it('prefers the entry title', () => {
    expect(pageToTitle({ pathname: '/x/a', title: 'Custom' })).toBe('Custom');
  });

  it('derives a title from the last segment', () => {
    expect(pageToTitle({ pathname: '/x/react-data-grid/row-height' })).toBe('Row height');
    expect(pageToTitle({ pathname: '/x/react-charts' })).toBe('Charts');
    expect(pageToTitle({ pathname: '/x/migration/v8--' })).toBe('V8');
  });
});

describe('pageToTitleI18n', () => {
  const titles = {
    current: { '/x/a': '甲' },
    fallback: { '/x/a': 'A', '/x/b': 'B' },
  };

  it('uses the reader language dictionary', () => {
    expect(pageToTitleI18n({ pathname: '/x/a' }, titles)).toBe('甲');
  });

  it('falls back to English, then to the derived title', () => {
    expect(pageToTitleI18n({ pathname: '/x/b' }, titles)).toBe('B');
    expect(pageToTitleI18n({ pathname: '/x/some-page' }, titles)).toBe('Some page');
  });

  it('keeps an explicit entry title in every language', () => {
    expect(pageToTitleI18n({ pathname: '/x/a', title: 'Fixed' }, titles)).toBe('Fixed');
  });
});
