import type { Language } from '../../i18n/languages';
import type { ProductInfo } from '../../nav/productInfo';
import type { VersionEntry } from '../../nav/versions';

export interface HeadData {
  title: string;
  description: string;
  canonicalUrl: string;
  alternates: Array<{ hrefLang: string; href: string }>;
  /** Extra `<link>`s of the page, such as the blog's RSS feed. */
  links?: Array<{ rel: string; type: string; title: string; href: string }>;
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

/** A page's props: what every page holds, its kind, and what its kind adds. */
export type PageProps<K extends string, Extra extends object = object> = PageCommon & { kind: K } & Extra;
