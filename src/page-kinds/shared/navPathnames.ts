import { apiIndexProduct, parseApiPagePath } from '../../api-docs/apiPaths';
import { listRoutablePages } from '../../nav/findActivePage';
import type { PageKind } from '../index';
import { siteRoute, type SiteRoute } from './route';
import type { SiteContent } from './siteContent';

/** The pathnames of the nav tree's pages that `accepts`, in the nav's order. */
export function navPathnames(content: SiteContent, accepts: (pathname: string) => boolean): string[] {
  return listRoutablePages(content.pages)
    .map((page) => page.pathname)
    .filter(accepts);
}

/** A route of `kind`, in every language, for each page of the nav tree that `accepts`. */
export function navRoutes(content: SiteContent, kind: PageKind, accepts: (pathname: string) => boolean): SiteRoute[] {
  return navPathnames(content, accepts).map((pathname) => siteRoute(kind, pathname));
}

/** Whether a nav page is a guide: the API pages and the API indexes are kinds of their own. */
export const isGuidePage = (pathname: string) => !parseApiPagePath(pathname) && !apiIndexProduct(pathname);
