import type { Language } from '../../i18n/languages';
import type { IndexedPage } from '../../nav/findActivePage';
import type { DocsPage } from '../../nav/pageTypes';
import type { SiteRoute } from './route';
import type { SiteContent } from './siteContent';

/** What a page kind's data builder gets: the route, its language and the site's shared indexes. */
export interface BuildContext {
  content: SiteContent;
  route: SiteRoute;
  language: Language;
  /** Canonical pathnames of every page, for checking internal links. */
  knownRoutes: ReadonlySet<string>;
  /** The nav tree's entries by pathname. */
  pageIndex: ReadonlyMap<string, IndexedPage>;
  /** A UI string in the page's language (English when it has none). */
  strings: (key: string, values?: Record<string, string>) => string;
  /** An entry's title in the page's language. */
  titleOf: (page: DocsPage) => string;
  /** A canonical pathname's URL in the page's language. */
  hrefFor: (canonicalPathname: string) => string;
}
