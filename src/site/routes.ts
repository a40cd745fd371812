import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { apiIndexProduct, parseApiPagePath } from '../api-docs/apiPaths';
import { LANGUAGES, type Language } from '../i18n/languages';
import { markdownFileForRoute } from '../markdown/markdownFile';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { listRoutablePages } from '../nav/findActivePage';
import { toUrlPath } from '../nav/urlPath';
import type { SiteContent } from './siteContent';

/** What renders a route; each kind has a data builder (`src/site/kinds/`) and a view. */
export type PageKind =
  | 'docs'
  | 'docs-tab'
  | 'api'
  | 'api-index'
  | 'blog'
  | 'blog-post'
  | 'landing'
  | 'versions'
  | 'production-error'
  | 'not-found'
  | 'server-error';

/** The tabs a component page gets when its front matter names components or hooks. */
export const DOCS_TABS = ['components-api', 'hooks-api'] as const;
export type DocsTab = (typeof DOCS_TABS)[number];

export interface SiteRoute {
  kind: PageKind;
  /** No trailing slash, `/` for the root. */
  canonicalPathname: string;
  /** The languages it is served in; English-only pages are never language-prefixed. */
  languages: readonly Language[];
}

const ENGLISH_ONLY: readonly Language[] = ['en'];

/** Error pages, exported as `404.html` and `500.html` and never enumerated as routes. */
export const ERROR_ROUTES: SiteRoute[] = [
  { kind: 'not-found', canonicalPathname: '/404', languages: ENGLISH_ONLY },
  { kind: 'server-error', canonicalPathname: '/500', languages: ENGLISH_ONLY },
];

/** Blog post slugs: the folders of `data/blog/` holding `<slug>/<slug>.md`. */
export function listBlogSlugs(dataDir: string): string[] {
  const blogDir = path.join(dataDir, 'blog');
  if (!fs.existsSync(blogDir)) return [];
  return fs
    .readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(blogDir, entry.name, `${entry.name}.md`)))
    .map((entry) => entry.name)
    .sort();
}

/** The kind of a page of the nav tree: API pages and API indexes are generated, the rest is markdown. */
function kindOfNavPage(pathname: string): PageKind {
  if (parseApiPagePath(pathname)) return 'api';
  if (apiIndexProduct(pathname)) return 'api-index';
  return 'docs';
}

/** `/x/react-data-grid/components-api` → the page and its tab; null for any other path. */
export function parseDocsTabPath(pathname: string): { pagePathname: string; tab: DocsTab } | null {
  const slash = pathname.lastIndexOf('/');
  const tab = pathname.slice(slash + 1) as DocsTab;
  return DOCS_TABS.includes(tab) ? { pagePathname: pathname.slice(0, slash), tab } : null;
}

/** The components and hooks a markdown page names in its front matter (`components: DataGrid, DataGridPro`). */
export function pageApiNames(dataDir: string, pathname: string): Record<DocsTab, string[]> {
  const file = path.join(dataDir, markdownFileForRoute(pathname));
  const data = fs.existsSync(file) ? (matter(fs.readFileSync(file, 'utf8')).data as Record<string, unknown>) : {};
  const names = (value: unknown) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
  return { 'components-api': names(data.components), 'hooks-api': names(data.hooks) };
}

/** Every page of the site (error pages aside), in a stable order. */
export function listSiteRoutes(content: SiteContent): SiteRoute[] {
  return [
    { kind: 'landing', canonicalPathname: '/', languages: LANGUAGES },
    { kind: 'versions', canonicalPathname: '/versions', languages: LANGUAGES },
    { kind: 'production-error', canonicalPathname: '/production-error', languages: LANGUAGES },
    ...listRoutablePages(content.pages).flatMap((page): SiteRoute[] => {
      const kind = kindOfNavPage(page.pathname);
      const route: SiteRoute = { kind, canonicalPathname: page.pathname, languages: LANGUAGES };
      if (kind !== 'docs') return [route];
      const apiNames = pageApiNames(content.dataDir, page.pathname);
      const tabs = DOCS_TABS.filter((tab) => apiNames[tab].length > 0).map((tab): SiteRoute => ({
        kind: 'docs-tab',
        canonicalPathname: `${page.pathname}/${tab}`,
        languages: LANGUAGES,
      }));
      return [route, ...tabs];
    }),
    { kind: 'docs', canonicalPathname: '/size-snapshot', languages: ENGLISH_ONLY },
    { kind: 'blog', canonicalPathname: '/blog', languages: ENGLISH_ONLY },
    ...listBlogSlugs(content.dataDir).map((slug): SiteRoute => ({
      kind: 'blog-post',
      canonicalPathname: `/blog/${slug}`,
      languages: ENGLISH_ONLY,
    })),
  ];
}

export interface RouteUrl {
  route: SiteRoute;
  language: Language;
  /** The URL of the page, language prefix included, with its trailing slash. */
  url: string;
}

/** Every page in every language it is served in. */
export function listRouteUrls(routes: SiteRoute[]): RouteUrl[] {
  return routes.flatMap((route) =>
    route.languages.map((language) => ({
      route,
      language,
      url: pathnameInLanguage(toUrlPath(route.canonicalPathname), language),
    })),
  );
}
