import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../i18n/languages';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { listRoutablePages } from '../nav/findActivePage';
import { toUrlPath } from '../nav/urlPath';
import type { SiteContent } from './siteContent';

/** What renders a route; each kind has a data builder (`src/site/kinds/`) and a view. */
export type PageKind =
  'docs' | 'blog' | 'blog-post' | 'landing' | 'versions' | 'production-error' | 'not-found' | 'server-error';

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

/** Every page of the site (error pages aside), in a stable order. */
export function listSiteRoutes(content: SiteContent): SiteRoute[] {
  return [
    { kind: 'landing', canonicalPathname: '/', languages: LANGUAGES },
    { kind: 'versions', canonicalPathname: '/versions', languages: LANGUAGES },
    { kind: 'production-error', canonicalPathname: '/production-error', languages: LANGUAGES },
    ...listRoutablePages(content.pages).map((page): SiteRoute => ({
      kind: 'docs',
      canonicalPathname: page.pathname,
      languages: LANGUAGES,
    })),
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
