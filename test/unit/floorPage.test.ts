import { floorHtml, floorPathname } from '../../scripts/lib/floorPage';

describe('the floor of a text page', () => {
  const page = [
    '<html><head><link rel="stylesheet" href="/a.css"/>',
    '<link rel="preload" href="/f.woff2" as="font" type="font/woff2"/>',
    '<link rel="preload" href="/c.js" as="script"/>',
    '<script src="/c.js" defer=""></script></head>',
    '<body><script>document.documentElement.dataset.mode="dark"</script><main><p>The article.</p></main>',
    '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script></body></html>',
  ].join('');

  it('keeps the article, the stylesheet and the font preload, and no script or script preload', () => {
    const floor = floorHtml(page);
    expect(floor).toContain('<main><p>The article.</p></main>');
    expect(floor).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(floor).toContain('as="font"');
    expect(floor).not.toMatch(/<script|as="script"/);
  });

  it('is served beside the site under /_floor/', () => {
    expect(floorPathname('/x/introduction/roadmap/')).toBe('/_floor/x/introduction/roadmap/');
  });
});
