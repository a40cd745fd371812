import { siteRoute } from '../page-kinds/shared/route';
import { inNavOrder } from './routes.server';

describe('inNavOrder', () => {
  it("puts the nav's pages in the nav's order, each tab after its page, in the places they held", () => {
    const routes = [
      siteRoute('landing', '/'),
      siteRoute('docs', '/b'),
      siteRoute('docs', '/a'),
      siteRoute('docs-tab', '/a/hooks-api'),
      siteRoute('docs-tab', '/a/components-api'),
      siteRoute('api', '/x/api/c'),
      siteRoute('blog', '/blog'),
    ];
    const ordered = inNavOrder(routes, ['/a', '/x/api/c', '/b']).map((route) => route.canonicalPathname);
    expect(ordered).toEqual(['/', '/a', '/a/components-api', '/a/hooks-api', '/x/api/c', '/b', '/blog']);
  });

  it('leaves routes outside the nav where they are', () => {
    const routes = [siteRoute('blog', '/blog'), siteRoute('landing', '/')];
    expect(inNavOrder(routes, [])).toEqual(routes);
  });
});
