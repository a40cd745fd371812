import { safeHttpUrl } from './safeUrl';

describe('safeHttpUrl', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(safeHttpUrl('https://ads.example.test/a?b=1')).toBe('https://ads.example.test/a?b=1');
    expect(safeHttpUrl('http://ads.example.test')).toBe('http://ads.example.test/');
  });

  it('refuses everything else', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,x', '/relative', '', '  ', 42, null, undefined, {}]) {
      expect(safeHttpUrl(value)).toBeNull();
    }
  });
});
