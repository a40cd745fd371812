/**
 * @jest-environment node
 */
import { getSitePageProps, getSiteStaticPaths, type SitePageProps } from './pageProps';

function docsOf(props: SitePageProps) {
  if (props.kind !== 'docs') throw new Error(`expected a docs page, got ${props.kind}`);
  return props.docs;
}

function versionsListOf(props: SitePageProps) {
  if (props.kind !== 'versions') throw new Error(`expected the versions page, got ${props.kind}`);
  return props.versionsList;
}

describe('getSiteStaticPaths', () => {
  const urls = getSiteStaticPaths().map(({ params }) => `/${params.lang.join('/')}`);

  it('enumerates every page in every language, blog and size snapshot in English only', () => {
    expect(urls).toContain('/x/introduction');
    expect(urls).toContain('/zh/x/introduction');
    expect(urls).toContain('/pt/x/react-charts/bars/demos');
    expect(urls).toContain('/blog');
    expect(urls).not.toContain('/zh/blog');
    expect(urls).not.toContain('/pt/size-snapshot');
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('getSitePageProps', () => {
  it('builds a docs page with its nav, breadcrumbs, neighbours and head', () => {
    const props = getSitePageProps(['x', 'react-data-grid', 'editing', 'persistence']);
    expect(props.kind).toBe('docs');
    expect(props.canonicalPath).toBe('/x/react-data-grid/editing/persistence/');
    expect(props.activeKey).toBe('/x/react-data-grid/editing/persistence');
    expect(props.openKeys).toEqual(['/x/react-data-grid--', '/x/react-data-grid/editing--']);
    expect(docsOf(props).breadcrumbs).toEqual([
      { title: 'Data Grid', href: '/x/react-data-grid/' },
      { title: 'Editing', href: null },
    ]);
    expect(docsOf(props).previous).toEqual({ title: 'Editing overview', href: '/x/react-data-grid/editing/' });
    expect(docsOf(props).next?.href).toBe('/x/react-data-grid/editing/custom-edit-component/');
    expect(docsOf(props).editUrl).toBe(
      'https://github.com/mui/mui-x/edit/master/docs/data/data-grid/editing/persistence/persistence.md',
    );
    expect(props.head.canonicalUrl).toBe('https://mui.com/x/react-data-grid/editing/persistence/');
    expect(props.head.alternates.map((alternate) => alternate.hrefLang)).toEqual(['en', 'zh', 'pt', 'x-default']);
    expect(props.productInfo).toEqual({ productId: 'x-data-grid', productCategoryId: 'x' });
  });

  it('gives a Chinese page Chinese titles and prefixed links, English content when untranslated', () => {
    const props = getSitePageProps(['zh', 'x', 'react-data-grid', 'sorting']);
    expect(props.language).toBe('zh');
    expect(docsOf(props).translated).toBe(false);
    expect(docsOf(props).page.title).toBe('Sorting');
    const grid = props.nav.find((item) => item.key === '/x/react-data-grid--');
    expect(grid?.title).toBe('数据表格');
    expect(grid?.children?.[0].href).toBe('/zh/x/react-data-grid/');
    expect(props.dictionaries.current).not.toHaveProperty('pages');
  });

  it('serves a translated page in its language', () => {
    const props = getSitePageProps(['zh', 'x', 'introduction']);
    expect(docsOf(props).translated).toBe(true);
    expect(props.head.canonicalUrl).toBe('https://mui.com/zh/x/introduction/');
  });

  it('builds the special pages', () => {
    expect(getSitePageProps([]).kind).toBe('landing');
    expect(versionsListOf(getSitePageProps(['versions'])).length).toBe(4);
    expect(getSitePageProps(['production-error']).kind).toBe('production-error');
    expect(getSitePageProps(['404']).kind).toBe('not-found');
    expect(getSitePageProps(['blog']).head.alternates.map((alternate) => alternate.hrefLang)).toEqual([
      'en',
      'x-default',
    ]);
  });

  it('refuses a path that is no page', () => {
    expect(() => getSitePageProps(['x', 'nowhere'])).toThrow('No page for /x/nowhere/.');
  });
});
