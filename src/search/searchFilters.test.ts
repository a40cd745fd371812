import { searchPageText, withSearchFilters } from './searchFilters';

describe('withSearchFilters', () => {
  it('adds the product and kind filters of the route to the head', () => {
    const html = withSearchFilters(
      '<html><head><title>t</title></head><body></body></html>',
      '/x/react-data-grid/sorting/',
    );
    expect(html).toBe(
      '<html><head><title>t</title><meta data-pagefind-filter="product:x-data-grid"><meta data-pagefind-filter="kind:guide"></head><body></body></html>',
    );
  });

  it('marks API pages and pages of no product', () => {
    expect(withSearchFilters('<head></head>', '/x/api/charts/bar-chart/')).toContain('"product:x-charts"');
    expect(withSearchFilters('<head></head>', '/x/api/charts/bar-chart/')).toContain('"kind:api"');
    expect(withSearchFilters('<head></head>', '/x/introduction/')).toContain('"product:x"');
  });

  it('marks, in another language, whether the page shows its translation or the English text', () => {
    const translated = '<head></head><main><h1 class="docs-title">Visão geral</h1></main>';
    const fallback = '<head></head><main><h1 lang="en" class="docs-title">Sorting</h1></main>';
    expect(withSearchFilters(translated, '/x/introduction/', 'pt')).toContain('"text:translated"');
    expect(withSearchFilters(fallback, '/x/react-data-grid/sorting/', 'pt')).toContain('"text:english"');
    expect(withSearchFilters(fallback, '/x/react-data-grid/sorting/')).not.toContain('text:');
    expect(searchPageText('<h2 lang="en">x</h2><h1>y</h1>')).toBe('translated');
  });

  it('fails on a page without a head', () => {
    expect(() => withSearchFilters('<p>no head</p>', '/a/')).toThrow(/no <\/head>/);
  });
});
