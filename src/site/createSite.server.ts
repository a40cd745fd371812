import { withApiNav } from '../api-docs/withApiNav';
import { translate } from '../i18n/translate';
import { pathnameInLanguage, pathnameToLanguage } from '../i18n/pathnameToLanguage';
import type { Language } from '../i18n/languages';
import { indexPages } from '../nav/findActivePage';
import { pageToTitleI18n } from '../nav/pageToTitle';
import type { BuildContext } from '../page-kinds/buildContext';
import { listBlogPosts } from '../page-kinds/blog.server';
import { buildPageProps } from '../page-kinds/pageKindServers.server';
import type { BlogPostSummary } from '../blog/blogPost';
import type { SitePageProps } from '../page-kinds/index';
import { toUrlPath } from '../nav/urlPath';
import { ERROR_ROUTES, listRouteUrls, listSiteRoutes, type RouteUrl } from './routes.server';
import { type SiteRoute } from '../page-kinds/route';
import type { SiteContent } from '../page-kinds/siteContent';
import { buildSiteData, titleDictionary, type SiteData } from './siteData';

export interface ResolvedRoute {
  route: SiteRoute;
  language: Language;
}

export interface Site {
  /** Every page of the site (error pages aside). */
  routes: SiteRoute[];
  /** Every page in every language it is served in. */
  urls: RouteUrl[];
  /** The route and language of `pages/[[...lang]].tsx`'s parameter (`['zh', 'x', 'introduction']`). */
  resolve(langParam: readonly string[] | undefined): ResolvedRoute;
  pageProps(langParam: readonly string[] | undefined): SitePageProps;
  siteData(language: Language): SiteData;
  blogPosts(): BlogPostSummary[];
}

/** The site built from `content`: its routes and, per route, the data of its page kind. */
export function createSite(sourceContent: SiteContent): Site {
  const content: SiteContent = { ...sourceContent, pages: withApiNav(sourceContent.pages, sourceContent.api.entries) };
  const routes = listSiteRoutes(content);
  const byPathname = new Map([...routes, ...ERROR_ROUTES].map((route) => [route.canonicalPathname, route]));
  const knownRoutes: ReadonlySet<string> = new Set(routes.map((route) => route.canonicalPathname));
  const pageIndex = indexPages(content.pages);
  const siteDataCache = new Map<Language, SiteData>();

  const resolve = (langParam: readonly string[] | undefined): ResolvedRoute => {
    const urlPath = toUrlPath(`/${(langParam ?? []).join('/')}`.replace(/\/$/, '') || '/');
    const { userLanguage: language, canonicalPathname } = pathnameToLanguage(urlPath);
    const route = byPathname.get(canonicalPathname);
    if (!route || !route.languages.includes(language)) {
      throw new Error(`No page for ${urlPath}.`);
    }
    return { route, language };
  };

  const contextFor = ({ route, language }: ResolvedRoute): BuildContext => {
    const dictionaries = { current: content.dictionaries[language], fallback: content.dictionaries.en };
    const titles = { current: titleDictionary(dictionaries.current), fallback: titleDictionary(dictionaries.fallback) };
    return {
      content,
      route,
      language,
      knownRoutes,
      pageIndex,
      strings: (key, values) => translate(dictionaries, key, values),
      titleOf: (page) => pageToTitleI18n(page, titles),
      hrefFor: (pathname) => pathnameInLanguage(toUrlPath(pathname), language),
    };
  };

  return {
    routes,
    urls: listRouteUrls(routes),
    resolve,
    pageProps(langParam) {
      const resolved = resolve(langParam);
      return buildPageProps(contextFor(resolved));
    },
    siteData(language) {
      let data = siteDataCache.get(language);
      if (!data) {
        data = buildSiteData(content, language);
        siteDataCache.set(language, data);
      }
      return data;
    },
    blogPosts: () => listBlogPosts(content, knownRoutes),
  };
}
