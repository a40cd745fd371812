import type { DocsPage } from './pageTypes';

export interface IndexedPage {
  page: DocsPage;
  /** Groups containing the page, outermost first. */
  ancestors: DocsPage[];
}

/**
 * Indexes every entry of the tree by pathname. Two entries with the same pathname would make
 * the active page ambiguous, so that is an error in the navigation data.
 */
export function indexPages(pages: DocsPage[]): Map<string, IndexedPage> {
  const index = new Map<string, IndexedPage>();
  const visit = (entries: DocsPage[], ancestors: DocsPage[]) => {
    for (const page of entries) {
      if (index.has(page.pathname)) {
        throw new Error(`Duplicate page pathname in the navigation: "${page.pathname}".`);
      }
      index.set(page.pathname, { page, ancestors });
      if (page.children) {
        visit(page.children, [...ancestors, page]);
      }
    }
  };
  visit(pages, []);
  return index;
}

/** The entry whose pathname is `pathname` (a canonical pathname, no trailing slash), if any. */
export function findActivePage(pages: DocsPage[], pathname: string): IndexedPage | null {
  return indexPages(pages).get(pathname) ?? null;
}

/** Every routable entry (leaves that are not external links) in reading order. */
export function listRoutablePages(pages: DocsPage[]): DocsPage[] {
  const result: DocsPage[] = [];
  const visit = (entries: DocsPage[]) => {
    for (const page of entries) {
      if (page.children) {
        visit(page.children);
      } else if (page.pathname.startsWith('/')) {
        result.push(page);
      }
    }
  };
  visit(pages);
  return result;
}
