import pages from '../../data/pages';
import { LANGUAGES, type Language } from '../i18n/languages';
import { LANGUAGE_EXEMPT_ROUTES, isLanguageExempt, pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { listRoutablePages } from './findActivePage';

export type PageKind = 'docs' | 'landing' | 'versions' | 'production-error' | 'not-found' | 'server-error';

/** Error pages, exported as `404.html` and `500.html` and never enumerated as routes. */
export const ERROR_ROUTES: Record<string, PageKind> = { '/404': 'not-found', '/500': 'server-error' };

/** Routes that are not docs pages of the tree, by the component that renders them. */
export const SPECIAL_ROUTES: Record<string, PageKind> = {
  '/': 'landing',
  '/versions': 'versions',
  '/production-error': 'production-error',
};

/** Markdown pages outside the navigation tree: the English-only ones. */
export const STANDALONE_MARKDOWN_ROUTES = LANGUAGE_EXEMPT_ROUTES;

/** Canonical pathnames (no trailing slash, `/` for the root) of every page of the site. */
export function allCanonicalPathnames(): string[] {
  return [
    ...Object.keys(SPECIAL_ROUTES),
    ...STANDALONE_MARKDOWN_ROUTES,
    ...listRoutablePages(pages).map((page) => page.pathname),
  ];
}

/** `/x/introduction` → `/x/introduction/` (the URL form, with the trailing slash). */
export function toUrlPath(canonicalPathname: string): string {
  return canonicalPathname === '/' ? '/' : `${canonicalPathname}/`;
}

export interface SiteRoute {
  language: Language;
  canonicalPathname: string;
  /** The URL of the page, language prefix included. */
  url: string;
}

/** Every page in every language it is served in (blog and size snapshot: English only). */
export function allSiteRoutes(): SiteRoute[] {
  const routes: SiteRoute[] = [];
  for (const canonicalPathname of allCanonicalPathnames()) {
    const urlPath = toUrlPath(canonicalPathname);
    for (const language of LANGUAGES) {
      if (language !== 'en' && isLanguageExempt(urlPath)) {
        continue;
      }
      routes.push({ language, canonicalPathname, url: pathnameInLanguage(urlPath, language) });
    }
  }
  return routes;
}
