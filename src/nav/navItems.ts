import { isExternal, type DocsPage, type Plan } from './pageTypes';

/** A navigation entry ready to render: title resolved, href in the reader's language. */
export interface NavItem {
  key: string;
  title: string;
  /** Absent for groups. */
  href?: string;
  external?: boolean;
  subheader?: string;
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  children?: NavItem[];
}

export function toNavItems(
  pages: DocsPage[],
  resolveTitle: (page: DocsPage) => string,
  resolveSubheader: (subheader: string) => string,
  hrefFor: (pathname: string) => string,
): NavItem[] {
  return pages.map((page) => {
    const item: NavItem = { key: page.pathname, title: resolveTitle(page) };
    if (page.children) {
      item.children = toNavItems(page.children, resolveTitle, resolveSubheader, hrefFor);
    } else if (isExternal(page.pathname)) {
      item.href = page.pathname;
      item.external = true;
    } else {
      item.href = hrefFor(page.pathname);
    }
    if (page.subheader) item.subheader = resolveSubheader(page.subheader);
    if (page.plan) item.plan = page.plan;
    if (page.newFeature) item.newFeature = true;
    if (page.planned) item.planned = true;
    if (page.unstable) item.unstable = true;
    return item;
  });
}
