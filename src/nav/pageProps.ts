import pages from '../../data/pages';
import { LANGUAGES, type Language } from '../i18n/languages';
import { loadDictionary } from '../i18n/loadDictionary';
import { pathnameInLanguage, pathnameToLanguage } from '../i18n/pathnameToLanguage';
import { translate, type Dictionaries, type Dictionary } from '../i18n/translate';
import { DOCS_CONFIG } from '../layout/docsConfig';
import { loadMarkdownPage } from '../markdown/loadMarkdownPage';
import type { MarkdownPage } from '../markdown/types';
import { indexPages, listRoutablePages } from './findActivePage';
import { toNavItems, type NavItem } from './navItems';
import { pageToTitleI18n } from './pageToTitle';
import { getProductInfoFromUrl, type ProductInfo } from './productInfo';
import {
  allCanonicalPathnames,
  allSiteRoutes,
  ERROR_ROUTES,
  SPECIAL_ROUTES,
  STANDALONE_MARKDOWN_ROUTES,
  toUrlPath,
  type PageKind,
} from './siteRoutes';
import { allProductVersions, versionsForPage, type ProductVersionList, type VersionEntry } from './versions';

export interface LinkData {
  title: string;
  href: string;
}

export interface HeadData {
  title: string;
  description: string;
  canonicalUrl: string;
  alternates: Array<{ hrefLang: string; href: string }>;
}

export interface DocsContent {
  page: MarkdownPage;
  translated: boolean;
  editUrl: string;
  breadcrumbs: Array<{ title: string; href: string | null }>;
  previous: LinkData | null;
  next: LinkData | null;
  /** Plan of the page, for the plan badge and the ad rules. */
  plan: 'pro' | 'premium' | null;
}

interface SitePageCommon {
  language: Language;
  /** URL path without language prefix, with its trailing slash. */
  canonicalPath: string;
  dictionaries: Dictionaries;
  nav: NavItem[];
  activeKey: string | null;
  openKeys: string[];
  productInfo: ProductInfo;
  versions: VersionEntry[];
  head: HeadData;
}

/** Every page's props; a docs page adds its content, the versions page its list. */
export type SitePageProps = SitePageCommon &
  (
    | { kind: 'docs'; docs: DocsContent }
    | { kind: 'versions'; versionsList: ProductVersionList[] }
    | { kind: Exclude<PageKind, 'docs' | 'versions'> }
  );

/** UI strings only: page titles are resolved here and never shipped as a dictionary. */
function uiStrings(dictionary: Dictionary): Dictionary {
  const { pages: _titles, ...strings } = dictionary;
  return strings;
}

function titleDictionary(dictionary: Dictionary): Record<string, string> {
  const titles = dictionary.pages;
  return titles && typeof titles === 'object' ? (titles as Record<string, string>) : {};
}

/** The `lang` parameters of `pages/[[...lang]].tsx`, one per page and language. */
export function getSiteStaticPaths(): Array<{ params: { lang: string[] } }> {
  return allSiteRoutes().map((route) => ({
    params: { lang: route.url.split('/').filter(Boolean) },
  }));
}

// Built once per build, not once per page.
const PAGE_INDEX = indexPages(pages);
const KNOWN_ROUTES = new Set(allCanonicalPathnames());

/** Build time: everything a page renders, as plain data. */
export function getSitePageProps(langParam: string[] | undefined): SitePageProps {
  const urlPath = toUrlPath(`/${(langParam ?? []).join('/')}`.replace(/\/$/, '') || '/');
  const { userLanguage: language, canonicalAs, canonicalPathname } = pathnameToLanguage(urlPath);
  const english = loadDictionary('en');
  const current = loadDictionary(language);
  const dictionaries: Dictionaries = { current: uiStrings(current), fallback: uiStrings(english) };
  const titles = { current: titleDictionary(current), fallback: titleDictionary(english) };
  const strings = (key: string) => translate(dictionaries, key);

  const hrefFor = (pathname: string) => pathnameInLanguage(toUrlPath(pathname), language);
  const nav = toNavItems(
    pages,
    (page) => pageToTitleI18n(page, titles),
    (subheader) => strings(`subheader-${subheader}`),
    hrefFor,
  );

  const indexed = PAGE_INDEX.get(canonicalPathname) ?? null;
  const kind: PageKind = ERROR_ROUTES[canonicalPathname] ?? SPECIAL_ROUTES[canonicalPathname] ?? 'docs';
  const standalone = STANDALONE_MARKDOWN_ROUTES.includes(canonicalPathname);
  if (kind === 'docs' && !indexed && !standalone) {
    throw new Error(`No page for ${urlPath}.`);
  }

  const productInfo = getProductInfoFromUrl(canonicalAs);
  const canonicalPath = toUrlPath(canonicalPathname);
  const languages = standalone ? (['en'] as Language[]) : LANGUAGES;
  const absolute = (lang: Language) => `${DOCS_CONFIG.siteOrigin}${pathnameInLanguage(canonicalPath, lang)}`;
  const common = (title: string, description: string): SitePageCommon => ({
    language,
    canonicalPath,
    dictionaries,
    nav,
    activeKey: indexed ? canonicalPathname : null,
    openKeys: indexed ? indexed.ancestors.map((ancestor) => ancestor.pathname) : [],
    productInfo,
    versions: versionsForPage(canonicalPath, productInfo.productId),
    head: {
      title: kind === 'landing' ? title : `${title} - MUI X`,
      description,
      canonicalUrl: absolute(language),
      alternates: [
        ...languages.map((lang) => ({ hrefLang: lang, href: absolute(lang) })),
        { hrefLang: 'x-default', href: absolute('en') },
      ],
    },
  });

  if (kind === 'docs') {
    const ancestors = indexed?.ancestors ?? [];
    const loaded = loadMarkdownPage(canonicalPathname, language, KNOWN_ROUTES);
    const siblings = indexed ? listRoutablePages(ancestors[0]?.children ?? pages) : [];
    const position = siblings.findIndex((page) => page.pathname === canonicalPathname);
    const link = (position: number): LinkData | null => {
      const page = siblings[position];
      return page ? { title: pageToTitleI18n(page, titles), href: hrefFor(page.pathname) } : null;
    };
    const firstChild = ancestors[0] ? listRoutablePages([ancestors[0]])[0] : undefined;
    const docs: DocsContent = {
      page: loaded.page,
      translated: loaded.translated,
      editUrl: `${DOCS_CONFIG.repository}/edit/${DOCS_CONFIG.editBranch}/docs/${loaded.sourceFile}`,
      breadcrumbs: ancestors.map((ancestor, depth) => ({
        title: pageToTitleI18n(ancestor, titles),
        href: depth === 0 && firstChild ? hrefFor(firstChild.pathname) : null,
      })),
      previous: position >= 0 ? link(position - 1) : null,
      next: position >= 0 ? link(position + 1) : null,
      plan: indexed?.page.plan ?? null,
    };
    return { ...common(loaded.page.title, loaded.page.description), kind, docs };
  }

  // The other kinds take their title and description from the UI strings (`notFoundTitle`…).
  const stringsPrefix = kind.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
  const shared = common(strings(`${stringsPrefix}Title`), strings(`${stringsPrefix}Description`));
  return kind === 'versions' ? { ...shared, kind, versionsList: allProductVersions() } : { ...shared, kind };
}
