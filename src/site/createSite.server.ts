import { withApiNav } from '../api-docs/withApiNav';
import { translate } from '../i18n/translate';
import { pathnameInLanguage, pathnameToLanguage } from '../i18n/pathnameToLanguage';
import type { Language } from '../i18n/languages';
import { indexPages } from '../nav/findActivePage';
import { pageToTitleI18n } from '../nav/pageToTitle';
import type { BuildContext } from '../page-kinds/shared/buildContext';
import { listBlogPosts } from '../page-kinds/shared/blogPosts.server';
import { PAGE_KIND_SERVERS, serverOfKind, type PageKindServers } from '../page-kinds/servers.server';
import type { BlogPostSummary } from '../blog/blogPost';
import type { SitePageProps } from '../page-kinds/index';
import type { MarkdownSources } from '../page-kinds/shared/markdownExportContext';
import type { MarkdownDocument } from '../markdown-export/types';
import { toUrlPath } from '../nav/urlPath';
import { listRouteUrls, listSiteRoutes, type RouteUrl } from './routes.server';
import { type SiteRoute } from '../page-kinds/shared/route';
import type { SiteContent } from '../page-kinds/shared/siteContent';
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
  /** A page in a language as Markdown, by its kind's converter; null where the kind publishes none. */
  markdown(url: RouteUrl, sources: MarkdownSources): MarkdownDocument | null;
  siteData(language: Language): SiteData;
  blogPosts(): BlogPostSummary[];
}

/** The site built from `content` by its page kinds: its routes and, per route, its props and its Markdown. */
export function createSite(sourceContent: SiteContent, servers: PageKindServers = PAGE_KIND_SERVERS): Site {
  const content: SiteContent = { ...sourceContent, pages: withApiNav(sourceContent.pages, sourceContent.api.entries) };
  const { listed: routes, unlisted } = listSiteRoutes(content, servers);
  const byPathname = new Map([...routes, ...unlisted].map((route) => [route.canonicalPathname, route]));
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

  const pageProps = (resolved: ResolvedRoute): SitePageProps =>
    serverOfKind(servers, resolved.route.kind).build(contextFor(resolved));
  const blogPosts = () => listBlogPosts(content, knownRoutes);

  return {
    routes,
    urls: listRouteUrls(routes),
    resolve,
    pageProps: (langParam) => pageProps(resolve(langParam)),
    markdown({ route, language }, sources) {
      const convert = serverOfKind(servers, route.kind).toMarkdown;
      const props = () => pageProps({ route, language });
      return convert && convert({ ...sources, route, language, props, blogPosts, content });
    },
    siteData(language) {
      let data = siteDataCache.get(language);
      if (!data) {
        data = buildSiteData(content, language);
        siteDataCache.set(language, data);
      }
      return data;
    },
    blogPosts,
  };
}
