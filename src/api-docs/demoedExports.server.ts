import pages from '../../data/pages';
import { collectGuideDemoUsage } from './demoUsage.server';

/** The exports (`data-grid:GridPagination`) the demos of the docs' guides import. */
export function demoedExports(dataDir: string): Set<string> {
  return new Set(collectGuideDemoUsage(dataDir, pages).keys());
}
