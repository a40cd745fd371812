import { markdownFileForRoute } from '../markdown/markdownFile';
import type { SiteRoute } from './routes';

const MARKDOWN_KINDS = new Set(['docs', 'blog', 'blog-post']);

/** The folder of `data/` whose demos a route's page shows (`data-grid/sorting`), if it has markdown. */
export function demoPageIdOfRoute(route: SiteRoute): string | null {
  if (!MARKDOWN_KINDS.has(route.kind)) {
    return null;
  }
  const file = markdownFileForRoute(route.canonicalPathname);
  return file.slice(0, file.lastIndexOf('/'));
}
