import type { Language } from '../i18n/languages';
import type { MarkdownPage } from '../markdown/types';
import type { ProductInfo } from '../nav/productInfo';
import type { ProductVersionList, VersionEntry } from '../nav/versions';
import type { PageKind } from './routes';

export interface LinkData {
  title: string;
  href: string;
}

export interface HeadData {
  title: string;
  description: string;
  canonicalUrl: string;
  alternates: Array<{ hrefLang: string; href: string }>;
  /** Extra `<link>`s of the page, such as the blog's RSS feed. */
  links?: Array<{ rel: string; type: string; title: string; href: string }>;
}

export interface DocsContent {
  page: MarkdownPage;
  translated: boolean;
  /** Null for generated pages (the API reference), which are not edited by hand. */
  editUrl: string | null;
  /** The page's tabs (its demos, its components' API) when it has more than one. */
  tabs?: { label: string; links: Array<{ title: string; href: string; current: boolean }> };
  breadcrumbs: Array<{ title: string; href: string | null }>;
  previous: LinkData | null;
  next: LinkData | null;
  /** Plan of the page, for the plan badge and the ad rules. */
  plan: 'pro' | 'premium' | null;
}

export interface BlogPostSummary {
  title: string;
  description: string;
  href: string;
  /** `YYYY-MM-DD`. */
  date: string;
  authors: string;
}

/**
 * What every page's props hold: only what is specific to the page. The nav tree and the UI strings
 * of its language are site data (`SiteData`), sent once per language and cached.
 */
export interface PageCommon {
  language: Language;
  /** URL path without language prefix, with its trailing slash. */
  canonicalPath: string;
  activeKey: string | null;
  openKeys: string[];
  productInfo: ProductInfo;
  versions: VersionEntry[];
  head: HeadData;
}

/** Every page's props, by kind. */
export type SitePageProps = PageCommon &
  (
    | { kind: 'docs'; docs: DocsContent }
    | { kind: 'docs-tab'; docs: DocsContent }
    | { kind: 'api'; docs: DocsContent }
    | { kind: 'api-index'; docs: DocsContent }
    | { kind: 'blog'; docs: DocsContent; posts: BlogPostSummary[] }
    | { kind: 'blog-post'; docs: DocsContent; post: Pick<BlogPostSummary, 'date' | 'authors'> }
    | { kind: 'versions'; versionsList: ProductVersionList[] }
    | { kind: Exclude<PageKind, 'docs' | 'docs-tab' | 'api' | 'api-index' | 'blog' | 'blog-post' | 'versions'> }
  );

export type PagePropsOfKind<K extends PageKind> = Extract<SitePageProps, { kind: K }>;
