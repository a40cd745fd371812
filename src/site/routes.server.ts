import { apiIndexProduct, parseApiPagePath } from '../api-docs/apiPaths';
import { LANGUAGES, type Language } from '../i18n/languages';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { listRoutablePages } from '../nav/findActivePage';
import { toUrlPath } from '../nav/urlPath';
import type { SiteContent } from '../page-kinds/siteContent';
import type { PageKind } from '../page-kinds';
import { pageApiNames } from '../page-kinds/pageApiNames.server';
import { DOCS_TABS, type SiteRoute } from '../page-kinds/route';
import { listBlogSlugs } from '../page-kinds/blog.server';

const ENGLISH_ONLY: readonly Language[] = ['en'];

/** Error pages, exported as `404.html` and `500.html` and never enumerated as routes. */
export const ERROR_ROUTES: SiteRoute[] = [
  { kind: 'not-found', canonicalPathname: '/404', languages: ENGLISH_ONLY },
  { kind: 'server-error', canonicalPathname: '/500', languages: ENGLISH_ONLY },
];

/** The kind of a page of the nav tree: API pages and API indexes are generated, the rest is markdown. */
function kindOfNavPage(pathname: string): PageKind {
  if (parseApiPagePath(pathname)) return 'api';
  if (apiIndexProduct(pathname)) return 'api-index';
  return 'docs';
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
    { kind: 'size-snapshot', canonicalPathname: '/size-snapshot', languages: ENGLISH_ONLY },
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
