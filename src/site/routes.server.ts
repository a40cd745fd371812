import type { Language } from '../i18n/languages';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { listRoutablePages } from '../nav/findActivePage';
import { toUrlPath } from '../nav/urlPath';
import type { PageKind } from '../page-kinds';
import type { PageKindServers } from '../page-kinds/servers.server';
import { DOCS_TABS, parseDocsTabPath, type SiteRoute } from '../page-kinds/shared/route';
import type { SiteContent } from '../page-kinds/shared/siteContent';

export interface SiteRoutes {
  /** Every page of the site but the error pages, in a stable order. */
  listed: SiteRoute[];
  /** The error pages, served under their own file names (`404.html`). */
  unlisted: SiteRoute[];
}

/** The routes each kind lists from `content`, in the registry's order with the nav's pages in the nav's. */
export function listSiteRoutes(content: SiteContent, servers: PageKindServers): SiteRoutes {
  const kinds = Object.keys(servers) as PageKind[];
  const routesOf = (unlisted: boolean) =>
    kinds
      .filter((kind) => Boolean(servers[kind].unlisted) === unlisted)
      .flatMap((kind) => servers[kind].routes(content));
  const navPathnames = listRoutablePages(content.pages).map((page) => page.pathname);
  return { listed: inNavOrder(routesOf(false), navPathnames), unlisted: routesOf(true) };
}

/**
 * The routes of the nav's pages (and of their tabs, each after its page) put in the nav's order,
 * in the places those routes hold; every other route keeps its place.
 */
export function inNavOrder(routes: SiteRoute[], navPathnames: readonly string[]): SiteRoute[] {
  const position = new Map(navPathnames.map((pathname, index) => [pathname, index]));
  const rank = ({ canonicalPathname }: SiteRoute): number | undefined => {
    if (position.has(canonicalPathname)) return position.get(canonicalPathname);
    const tab = parseDocsTabPath(canonicalPathname);
    if (!tab || !position.has(tab.pagePathname)) return undefined;
    return position.get(tab.pagePathname)! + (DOCS_TABS.indexOf(tab.tab) + 1) / (DOCS_TABS.length + 1);
  };
  const ranked = routes.map((route) => ({ route, rank: rank(route) }));
  const navRoutes = ranked
    .filter((entry): entry is { route: SiteRoute; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank);
  let next = 0;
  return ranked.map((entry) => (entry.rank === undefined ? entry.route : navRoutes[next++].route));
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
