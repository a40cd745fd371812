import { apiIndexProduct, parseApiPagePath } from '../../api-docs/apiPaths';
import { listRoutablePages } from '../../nav/findActivePage';
import type { SiteContent } from './siteContent';

/** The pathnames of the nav tree's pages that `accepts`, in the nav's order. */
export function navPathnames(content: SiteContent, accepts: (pathname: string) => boolean): string[] {
  return listRoutablePages(content.pages)
    .map((page) => page.pathname)
    .filter(accepts);
}

/** Whether a nav page is a guide: the API pages and the API indexes are kinds of their own. */
export const isGuidePage = (pathname: string) => !parseApiPagePath(pathname) && !apiIndexProduct(pathname);
