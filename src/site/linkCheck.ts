import { unescapeHtml } from '../ui/escapeHtml';

/** What the link check needs of one exported page: where it links to, and the ids it holds. */
export interface ExportedPage {
  /** `<a href>` values as written. */
  links: string[];
  ids: Set<string>;
}

export interface BrokenLink {
  page: string;
  href: string;
  reason: 'no such page' | 'no such fragment';
}

/** The `<a href>` values and element ids of an HTML document (attribute values unescaped). */
export function readExportedPage(html: string): ExportedPage {
  const links = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map(([, href]) => unescapeHtml(href));
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => unescapeHtml(id)));
  return { links, ids };
}

/**
 * Every internal link of the export that leads nowhere: to a path no page or file answers
 * (`exists`), or to a `#fragment` the target page has no element for. External links, `mailto:`
 * and the like are not checked (no test reaches the network).
 */
export function brokenLinks(
  pages: ReadonlyMap<string, ExportedPage>,
  exists: (pathname: string) => boolean,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const [page, { links }] of pages) {
    for (const href of new Set(links)) {
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      if (href.startsWith('//')) continue;
      const [pathAndQuery, fragment] = href.split('#', 2);
      const pathname = pathAndQuery.split('?')[0] || page;
      // `/x/a` and `/x/a/` are the same page.
      const target = pages.get(pathname) ?? pages.get(`${pathname}/`);
      if (!target && !exists(pathname)) {
        broken.push({ page, href, reason: 'no such page' });
      } else if (fragment && target && !target.ids.has(decodeURIComponent(fragment))) {
        broken.push({ page, href, reason: 'no such fragment' });
      }
    }
  }
  return broken;
}
