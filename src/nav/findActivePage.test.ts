import pages from '../../data/pages';
import { findActivePage, indexPages, listRoutablePages } from './findActivePage';
import type { DocsPage } from './pageTypes';

const tree: DocsPage[] = [
  { pathname: 'https://example.com/news/' },
  {
    pathname: '/x/group--',
    children: [{ pathname: '/x/group' }, { pathname: '/x/group/child', plan: 'pro' }],
  },
];

describe('findActivePage', () => {
  it('finds a nested page with its ancestors', () => {
    const found = findActivePage(tree, '/x/group/child');
    expect(found?.page.plan).toBe('pro');
    expect(found?.ancestors.map((page) => page.pathname)).toEqual(['/x/group--']);
  });

  it('returns null for an unknown path', () => {
    expect(findActivePage(tree, '/x/nowhere')).toBeNull();
  });

  it('throws on duplicate pathnames', () => {
    const duplicated: DocsPage[] = [
      { pathname: '/x/a' },
      { pathname: '/x/group--', children: [{ pathname: '/x/b' }, { pathname: '/x/a' }] },
    ];
    expect(() => findActivePage(duplicated, '/x/b')).toThrow('Duplicate page pathname in the navigation: "/x/a".');
  });

  it('lists routable pages in order, without groups or external links', () => {
    expect(listRoutablePages(tree).map((page) => page.pathname)).toEqual(['/x/group', '/x/group/child']);
  });
});

describe('the docs navigation tree', () => {
  it('has no duplicate pathnames', () => {
    expect(() => indexPages(pages)).not.toThrow();
  });

  it('opens with the what is new page of this site', () => {
    expect(pages[0].pathname).toBe('/x/whats-new');
  });

  it('holds every group and page the specification names', () => {
    const index = indexPages(pages);
    const expected = [
      '/x/introduction',
      '/x/introduction/installation',
      '/x/introduction/licensing',
      '/x/introduction/support',
      '/x/introduction/roadmap',
      '/x/common-concepts--',
      '/x/react-data-grid/quickstart',
      '/x/react-data-grid/features',
      '/x/react-data-grid/columns--',
      '/x/react-data-grid/rows--',
      '/x/react-data-grid/editing--',
      '/x/react-data-grid/sorting',
      '/x/react-data-grid/filtering--',
      '/x/react-data-grid/pagination',
      '/x/react-data-grid/selection--',
      '/x/react-data-grid/virtualization',
      '/x/react-data-grid/accessibility',
      '/x/react-data-grid/localization',
      '/x/react-data-grid/advanced-features--',
      '/x/react-data-grid/components--',
      '/x/react-data-grid/customization--',
      '/x/react-data-grid/resources--',
      '/x/api/data-grid',
      '/x/react-date-pickers/date--',
      '/x/react-date-pickers/time--',
      '/x/react-date-pickers/date-time--',
      '/x/react-date-pickers/range--',
      '/x/react-date-pickers/validation',
      '/x/react-date-pickers/localization--',
      '/x/react-date-pickers/customization--',
      '/x/api/date-pickers',
      '/x/react-charts/bars--',
      '/x/react-charts/lines--',
      '/x/react-charts/pie--',
      '/x/react-charts/scatter',
      '/x/react-charts/sparkline',
      '/x/react-charts/gauge',
      '/x/react-charts/radar',
      '/x/react-charts/heatmap',
      '/x/react-charts/funnel',
      '/x/react-charts/axis',
      '/x/react-charts/legend',
      '/x/react-charts/tooltip',
      '/x/react-charts/zoom-and-pan',
      '/x/api/charts',
      '/x/react-tree-view/simple-tree-view--',
      '/x/react-tree-view/rich-tree-view--',
      '/x/react-tree-view/rich-tree-view/items',
      '/x/react-tree-view/rich-tree-view/selection',
      '/x/react-tree-view/rich-tree-view/expansion',
      '/x/react-tree-view/rich-tree-view/focus',
      '/x/react-tree-view/rich-tree-view/editing',
      '/x/react-tree-view/rich-tree-view/lazy-loading',
      '/x/react-tree-view/rich-tree-view/ordering',
      '/x/api/tree-view',
      '/x/migration/v8--',
      '/x/migration/v7--',
      '/x/migration/v6--',
      '/x/migration/earlier--',
    ];
    expect(expected.filter((pathname) => !index.has(pathname))).toEqual([]);
  });

  it('marks plans and the new and unstable flags (no page is planned: each ships in 8.29.3)', () => {
    const all = [...indexPages(pages).values()].map(({ page }) => page);
    expect(all.some((page) => page.plan === 'pro')).toBe(true);
    expect(all.some((page) => page.plan === 'premium')).toBe(true);
    expect(all.some((page) => page.newFeature)).toBe(true);
    expect(all.filter((page) => page.planned).map((page) => page.pathname)).toEqual([]);
    expect(all.some((page) => page.unstable)).toBe(true);
  });
});
