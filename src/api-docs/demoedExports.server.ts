import pages from '../../data/pages';
import { listRoutablePages } from '../nav/findActivePage';
import { collectDemoUsage } from './demoUsage.server';

/** The exports (`data-grid:GridPagination`) the demos of the docs' guides import. */
export function demoedExports(dataDir: string): Set<string> {
  const guides = listRoutablePages(pages)
    .map((page) => page.pathname)
    .filter((pathname) => !pathname.startsWith('/x/api/'));
  return new Set(collectDemoUsage(dataDir, guides).keys());
}
