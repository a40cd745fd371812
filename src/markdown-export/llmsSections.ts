import { indexPages } from '../nav/findActivePage';
import type { DocsPage } from '../nav/pageTypes';
import { getProductInfoFromUrl } from '../nav/productInfo';
import type { LlmsEntry, LlmsSection } from './llmsTxt';

/** The route of a page, as far as its section depends on it. */
export interface EntryRoute {
  kind: string;
  canonicalPathname: string;
}

export interface RouteEntry extends LlmsEntry {
  route: EntryRoute;
}

export const BLOG_SECTION = 'Blog';
/** The llms.txt convention's name for a section a tool may skip. */
export const OPTIONAL_SECTION = 'Optional';

/**
 * The sections of llms.txt: one per top-level group of the navigation (Introduction, each
 * product, Migration), in its order, then the blog, then the rest. A page outside the navigation
 * joins the section of its product (`/x/api/data-grid/…` → Data Grid).
 */
export function llmsSections(
  nav: DocsPage[],
  entries: RouteEntry[],
  groupTitle: (group: DocsPage) => string,
): LlmsSection[] {
  const index = indexPages(nav);
  const groups = nav.filter((page) => page.children);
  const sections = new Map<DocsPage | string, LlmsEntry[]>(groups.map((group) => [group, []]));
  sections.set(BLOG_SECTION, []);
  sections.set(OPTIONAL_SECTION, []);
  const productGroups = new Map<string, DocsPage>();
  for (const group of groups) {
    const { productId } = getProductInfoFromUrl(group.pathname);
    if (productId !== 'x') productGroups.set(productId, group);
  }
  const sectionOf = ({ kind, canonicalPathname }: EntryRoute): DocsPage | string => {
    const top = index.get(canonicalPathname)?.ancestors[0];
    if (top) return top;
    if (kind === 'blog' || kind === 'blog-post') return BLOG_SECTION;
    return productGroups.get(getProductInfoFromUrl(canonicalPathname).productId) ?? OPTIONAL_SECTION;
  };
  const navOrder = new Map([...index.keys()].map((pathname, position) => [pathname, position]));
  // Pages outside the navigation keep the route list's order, after those in it.
  const position = (entry: RouteEntry) => navOrder.get(entry.route.canonicalPathname) ?? navOrder.size;
  const ordered = [...entries].sort((a, b) => position(a) - position(b));
  for (const { route, ...entry } of ordered) {
    sections.get(sectionOf(route))!.push(entry);
  }
  return [...sections].map(([key, sectionEntries]) => ({
    title: typeof key === 'string' ? key : groupTitle(key),
    entries: sectionEntries,
  }));
}
