import { markdownFileForRoute } from '../../markdown/markdownFile';
import { kindsWhere, PAGE_KINDS } from '../index';
import type { SiteRoute } from './route';

const KINDS_WITH_DEMOS = kindsWhere('hasDemos');

/**
 * The folder of `data/` whose demos a route's page shows (`data-grid/sorting`), if its kind has
 * demos: its markdown's folder, or the kind's own folder (`landing`).
 */
export function demoPageIdOfRoute(route: SiteRoute): string | null {
  const { demoFolder } = PAGE_KINDS[route.kind];
  if (demoFolder) {
    return demoFolder;
  }
  if (!KINDS_WITH_DEMOS.has(route.kind)) {
    return null;
  }
  const file = markdownFileForRoute(route.canonicalPathname);
  return file.slice(0, file.lastIndexOf('/'));
}
