import type { Language } from '../i18n/languages';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { isExternal, type DocsPage, type Plan } from './pageTypes';
import { toUrlPath } from './urlPath';

/**
 * A navigation entry ready to render, its title resolved. A page's link is not stored (it follows
 * from its key and the language: `navItemHref`), which keeps the site data small.
 */
export interface NavItem {
  key: string;
  title: string;
  /** External links only. */
  href?: string;
  external?: boolean;
  subheader?: string;
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  /**
   * A product's API group. The browser's copy of the site data leaves its entries out: they are
   * kept as the server rendered them when the drawer hydrates (`ApiNavList`).
   */
  apiProduct?: string;
  children?: NavItem[];
}

export function toNavItems(
  pages: DocsPage[],
  resolveTitle: (page: DocsPage) => string,
  resolveSubheader: (subheader: string) => string,
): NavItem[] {
  return pages.map((page) => {
    const item: NavItem = { key: page.pathname, title: resolveTitle(page) };
    if (page.children) {
      item.children = toNavItems(page.children, resolveTitle, resolveSubheader);
    } else if (isExternal(page.pathname)) {
      item.href = page.pathname;
      item.external = true;
    }
    if (page.subheader) item.subheader = resolveSubheader(page.subheader);
    if (page.plan) item.plan = page.plan;
    if (page.newFeature) item.newFeature = true;
    if (page.planned) item.planned = true;
    if (page.unstable) item.unstable = true;
    if (page.apiProduct) item.apiProduct = page.apiProduct;
    return item;
  });
}

/** The link of an entry that is not a group: its page in `language`, or the external URL. */
export function navItemHref(item: NavItem, language: Language): string {
  return item.href ?? pathnameInLanguage(toUrlPath(item.key), language);
}
