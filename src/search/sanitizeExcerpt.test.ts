import { sanitizeExcerpt } from './sanitizeExcerpt';

describe('sanitizeExcerpt', () => {
  it('keeps the highlight marks', () => {
    expect(sanitizeExcerpt('Use the <mark>sortModel</mark> prop.')).toBe('Use the <mark>sortModel</mark> prop.');
  });

  it('escapes every other tag, so no element but mark can come out', () => {
    const html = sanitizeExcerpt('<img src=x onerror=alert(1)> <script>alert(1)</script> <b>bold</b>');
    expect(html).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt;',
    );
    document.body.innerHTML = `<p>${html}</p>`;
    expect(document.querySelectorAll('p *')).toHaveLength(0);
  });

  it('escapes marks that carry attributes or another spelling', () => {
    expect(sanitizeExcerpt('<mark onclick="x()">a</mark>')).toBe('&lt;mark onclick=&quot;x()&quot;&gt;a');
    expect(sanitizeExcerpt('<MARK>a</MARK>')).toBe('&lt;MARK&gt;a&lt;/MARK&gt;');
  });

  it('shows text the index wrote as entities once, not twice escaped', () => {
    expect(sanitizeExcerpt('the &lt;body&gt; &amp; <mark>head</mark>')).toBe(
      'the &lt;body&gt; &amp; <mark>head</mark>',
    );
    // A page that shows an entity's spelling keeps showing it.
    expect(sanitizeExcerpt('write &amp;lt; for &lt;')).toBe('write &amp;lt; for &lt;');
  });

  it('balances the marks: no stray closing, no nesting, closed at the end', () => {
    expect(sanitizeExcerpt('a</mark> b')).toBe('a b');
    expect(sanitizeExcerpt('<mark>a <mark>b</mark> c')).toBe('<mark>a b</mark> c');
    expect(sanitizeExcerpt('<mark>a')).toBe('<mark>a</mark>');
  });

  it('escapes quotes, so the result is safe in an attribute too', () => {
    expect(sanitizeExcerpt(`"x" 'y'`)).toBe('&quot;x&quot; &#39;y&#39;');
  });
});
