import { withSearchFilters } from './searchFilters';

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

  it('fails on a page without a head', () => {
    expect(() => withSearchFilters('<p>no head</p>', '/a/')).toThrow(/no <\/head>/);
  });
});
