/**
 * @jest-environment node
 */
import { FIXTURE_SITE_CONTENT } from '../../test/fixtures/site/fixtureSite';
import { navItemHref } from '../nav/navItems';
import { createSite } from './createSite.server';
import type { SitePageProps } from '../page-kinds/index';

const site = createSite(FIXTURE_SITE_CONTENT);

function docsOf(props: SitePageProps) {
  if (props.kind !== 'docs' && props.kind !== 'blog' && props.kind !== 'blog-post') {
    throw new Error(`expected a markdown page, got ${props.kind}`);
  }
  return props.docs;
}

describe('routes', () => {
  const urls = site.urls.map(({ url }) => url);

  it('lists every page in every language, blog and size snapshot in English only', () => {
    expect(urls).toContain('/x/introduction/');
    expect(urls).toContain('/zh/x/introduction/');
    expect(urls).toContain('/pt/x/react-data-grid/editing/persistence/');
    expect(urls).toContain('/blog/');
    expect(urls).toContain('/blog/first-post/');
    expect(urls).not.toContain('/zh/blog/');
    expect(urls).not.toContain('/pt/size-snapshot/');
    expect(urls).not.toContain('/404/');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('gives each route its kind', () => {
    const kindOf = (pathname: string) => site.routes.find((route) => route.canonicalPathname === pathname)?.kind;
    expect(kindOf('/')).toBe('landing');
    expect(kindOf('/versions')).toBe('versions');
    expect(kindOf('/production-error')).toBe('production-error');
    expect(kindOf('/x/react-data-grid/sorting')).toBe('docs');
    expect(kindOf('/size-snapshot')).toBe('size-snapshot');
    expect(kindOf('/blog')).toBe('blog');
    expect(kindOf('/blog/second-post')).toBe('blog-post');
    // Groups and external links are not routes.
    expect(kindOf('/x/react-data-grid--')).toBeUndefined();
    expect(site.routes.some((route) => route.canonicalPathname.startsWith('http'))).toBe(false);
  });

  it('refuses a path that is no page, and an English-only page in another language', () => {
    expect(() => site.pageProps(['x', 'nowhere'])).toThrow('No page for /x/nowhere/.');
    expect(() => site.pageProps(['zh', 'blog'])).toThrow('No page for /zh/blog/.');
  });
});

describe('docs pages', () => {
  it('builds a docs page with its breadcrumbs, neighbours and head, and nothing site-wide', () => {
    const props = site.pageProps(['x', 'react-data-grid', 'editing', 'persistence']);
    expect(props.kind).toBe('docs');
    expect(props.canonicalPath).toBe('/x/react-data-grid/editing/persistence/');
    expect(props.activeKey).toBe('/x/react-data-grid/editing/persistence');
    expect(props.openKeys).toEqual(['/x/react-data-grid--', '/x/react-data-grid/editing--']);
    expect(docsOf(props).breadcrumbs).toEqual([
      { title: 'Data Grid', href: '/x/react-data-grid/' },
      { title: 'Editing', href: null },
    ]);
    expect(docsOf(props).previous).toEqual({ title: 'Editing overview', href: '/x/react-data-grid/editing/' });
    expect(docsOf(props).next).toEqual({ title: 'Sorting', href: '/x/react-data-grid/sorting/' });
    // No site repository is configured here (NEXT_PUBLIC_DOCS_REPOSITORY), so no edit link.
    expect(docsOf(props).editUrl).toBeNull();
    expect(props.head.canonicalUrl).toBe('https://mui.com/x/react-data-grid/editing/persistence/');
    expect(props.head.alternates.map((alternate) => alternate.hrefLang)).toEqual(['en', 'zh', 'pt', 'x-default']);
    expect(props.productInfo).toEqual({ productId: 'x-data-grid', productCategoryId: 'x' });
    expect(props).not.toHaveProperty('nav');
    expect(props).not.toHaveProperty('dictionaries');
    expect(docsOf(props).page).not.toHaveProperty('frontMatter');
  });

  it('links neighbours across groups of a product and carries the plan', () => {
    const props = site.pageProps(['x', 'react-data-grid', 'sorting']);
    expect(docsOf(props).previous?.href).toBe('/x/react-data-grid/editing/persistence/');
    expect(docsOf(props).plan).toBe('pro');
  });

  it('gives a Chinese page prefixed links, English content when untranslated', () => {
    const props = site.pageProps(['zh', 'x', 'react-data-grid', 'editing']);
    expect(props.language).toBe('zh');
    expect(docsOf(props).translated).toBe(false);
    expect(docsOf(props).page.title).toBe('Editing');
    expect(docsOf(props).breadcrumbs[0]).toEqual({ title: '数据表格', href: '/zh/x/react-data-grid/' });
  });

  it('serves a translated page in its language', () => {
    const props = site.pageProps(['zh', 'x', 'introduction']);
    expect(docsOf(props).translated).toBe(true);
    expect(docsOf(props).page.title).toBe('概览');
    expect(props.head.canonicalUrl).toBe('https://mui.com/zh/x/introduction/');
  });
});

describe('other kinds', () => {
  it('builds the frame pages from the UI strings', () => {
    const landing = site.pageProps([]);
    expect(landing.kind).toBe('landing');
    expect(landing.head.title).toBe('Fixture X');
    const versions = site.pageProps(['versions']);
    expect(versions.kind === 'versions' && versions.versionsList.length).toBe(4);
    expect(versions.head.title).toBe('Versions - MUI X');
    expect(site.pageProps(['production-error']).kind).toBe('production-error');
    expect(site.pageProps(['404']).kind).toBe('not-found');
    expect(site.pageProps(['500']).kind).toBe('server-error');
  });

  it('builds the blog index with its posts, newest first, and its feed link', () => {
    const blog = site.pageProps(['blog']);
    if (blog.kind !== 'blog') throw new Error(`expected the blog, got ${blog.kind}`);
    expect(blog.posts.map((post) => [post.href, post.date, post.authors])).toEqual([
      ['/blog/second-post/', '2026-02-14', 'Alan Turing'],
      ['/blog/first-post/', '2025-10-01', 'Ada Lovelace'],
    ]);
    expect(blog.head.alternates.map((alternate) => alternate.hrefLang)).toEqual(['en', 'x-default']);
    expect(blog.head.links).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', title: 'MUI X blog', href: '/blog/rss.xml' },
    ]);
  });

  it('builds a blog post with its date and authors', () => {
    const post = site.pageProps(['blog', 'first-post']);
    if (post.kind !== 'blog-post') throw new Error(`expected a post, got ${post.kind}`);
    expect(post.post).toEqual({ date: '2025-10-01', authors: 'Ada Lovelace' });
    expect(post.docs.page.title).toBe('First post');
  });
});

describe('site data', () => {
  it('holds the nav with titles and links of the language, and its strings over English', () => {
    const zh = site.siteData('zh');
    const grid = zh.nav.find((item) => item.key === '/x/react-data-grid--');
    expect(grid?.title).toBe('数据表格');
    expect(navItemHref(grid!.children![0], 'zh')).toBe('/zh/x/react-data-grid/');
    // Page links follow from the key and the language: only external links are stored.
    expect(grid?.children?.[0]).not.toHaveProperty('href');
    expect(navItemHref(zh.nav[0], 'zh')).toBe('https://example.com/whats-new/');
    expect(grid?.children?.[1].subheader).toBe('Main features');
    expect(zh.strings.greeting).toBe('你好');
    expect(zh.strings.versionsTitle).toBe('Versions');
    expect(zh.strings).not.toHaveProperty('pages');
  });

  it('is built once per language', () => {
    expect(site.siteData('en')).toBe(site.siteData('en'));
  });
});

describe('API reference', () => {
  const props = (path: string[]) => {
    const built = site.pageProps(path);
    if (!('docs' in built)) throw new Error(`expected content, got ${built.kind}`);
    return built;
  };
  const html = (path: string[]) =>
    props(path)
      .docs.page.segments.map((segment) => (segment.type === 'demo' ? '' : segment.html))
      .join('');

  it('gives API pages, indexes and docs tabs their routes and kinds', () => {
    const kindOf = (pathname: string) => site.routes.find((route) => route.canonicalPathname === pathname)?.kind;
    expect(kindOf('/x/api/data-grid/fixture-grid')).toBe('api');
    expect(kindOf('/x/api/data-grid/fixture-model')).toBe('api');
    expect(kindOf('/x/api/data-grid')).toBe('api-index');
    expect(kindOf('/x/react-data-grid/sorting/components-api')).toBe('docs-tab');
    expect(kindOf('/x/react-data-grid/sorting/hooks-api')).toBe('docs-tab');
    expect(kindOf('/x/react-data-grid/editing/components-api')).toBeUndefined();
    expect(site.urls.map(({ url }) => url)).toContain('/pt/x/api/data-grid/fixture-grid/');
    expect(() => site.pageProps(['x', 'api', 'data-grid', 'missing'])).toThrow('No page for');
  });

  it('builds a component page: head, anchored prop rows, slots, classes, linked names, escaped text', () => {
    const page = props(['x', 'api', 'data-grid', 'fixture-grid']);
    expect(page.kind).toBe('api');
    expect(page.head.title).toBe('FixtureGrid API - MUI X');
    expect(page.head.description).toBe('The props of FixtureGrid.');
    expect(page.docs.page.toc.map((entry) => entry.id)).toEqual(['import', 'props', 'slots', 'classes', 'demos']);
    expect(page.activeKey).toBe('/x/api/data-grid/fixture-grid');
    expect(page.openKeys).toEqual(['/x/react-data-grid--', '/x/api/data-grid--']);
    const body = html(['x', 'api', 'data-grid', 'fixture-grid']);
    // Each row is a search result of its own (src/search/README.md).
    expect(body).toContain('<tr id="prop-sortModel" data-pagefind-title="sortModel">');
    expect(body).toContain('<details class="api-expanded-type" data-pagefind-ignore="all"><summary>');
    expect(body).toContain('<a href="/x/api/data-grid/fixture-model/"><code>FixtureModel</code></a>');
    expect(body).toContain('<code>Elsewhere</code>');
    expect(body).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(body).toMatch(/<tr id="prop-rows"[^]*Required[^]*<code>\[\]<\/code>/);
    expect(body).toMatch(/<tr id="prop-dense"[^]*Deprecated[^]*Use <code>density<\/code>/);
    expect(body).toContain('<tr id="slot-toolbar"');
    expect(body).toContain('<code>.MuiFixtureGrid-root</code>');
  });

  it('builds an interface page with the description template, English content on other languages', () => {
    const page = props(['zh', 'x', 'api', 'data-grid', 'fixture-model']);
    expect(page.head.description).toBe('What FixtureModel declares.');
    expect(page.docs.translated).toBe(false);
    expect(page.docs.page.toc.map((entry) => entry.id)).toEqual(['import', 'properties']);
    expect(html(['zh', 'x', 'api', 'data-grid', 'fixture-model'])).toContain(
      '<a class="api-name" href="#prop-field" data-pagefind-weight="10">field</a>',
    );
  });

  it('lists every entry of the product on its index, grouped by plan', () => {
    const body = html(['x', 'api', 'data-grid']);
    expect(body).toMatch(/id="plan-community"[^]*FixtureGrid[^]*id="plan-pro"[^]*FixtureModel/);
  });

  it('shows the named components and hooks on the tabs, and the tabs on the page', () => {
    const tab = props(['x', 'react-data-grid', 'sorting', 'components-api']);
    expect(tab.docs.tabs?.links.map((link) => [link.title, link.href, link.current])).toEqual([
      ['Demos', '/x/react-data-grid/sorting/', false],
      ['Components API', '/x/react-data-grid/sorting/components-api/', true],
      ['Hooks API', '/x/react-data-grid/sorting/hooks-api/', false],
    ]);
    expect(html(['x', 'react-data-grid', 'sorting', 'components-api'])).toContain(
      '<tr id="fixture-grid-prop-sortModel"',
    );
    expect(html(['x', 'react-data-grid', 'sorting', 'hooks-api'])).toContain('<h2 id="useFixtureApiRef">');
    expect(props(['x', 'react-data-grid', 'sorting']).docs.tabs?.links[0].current).toBe(true);
  });

  it('turns the API leaf into a group of every entry, which the browser copy leaves out', () => {
    const grid = site.siteData('en').nav.find((item) => item.key === '/x/react-data-grid--');
    const api = grid?.children?.find((item) => item.key === '/x/api/data-grid--');
    expect(api?.apiProduct).toBe('data-grid');
    expect(api?.children?.map((item) => [item.title, item.subheader, item.plan])).toEqual([
      ['Index', undefined, undefined],
      ['FixtureGrid', 'Components', undefined],
      ['FixtureModel', 'Interfaces', undefined],
    ]);
  });
});
