import { escapeHtml, unescapeHtml } from './escapeHtml';

describe('escapeHtml and unescapeHtml', () => {
  it('escape the characters HTML reads as markup, and read them back', () => {
    const text = `<a href="x?a=1&b='2'">`;
    expect(escapeHtml(text)).toBe('&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;');
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
  });

  it('decode each entity once, and leave the ones they do not write', () => {
    expect(unescapeHtml('&amp;lt; &apos;&#x27;&nbsp;&copy;')).toBe("&lt; ''\u00a0&copy;");
  });
});
