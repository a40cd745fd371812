import pages from '../../../data/pages';
import type { DocsPage } from '../../nav/pageTypes';
import type { ApiPlan } from '../types';

/** The plan of every docs route of a page tree (`/x/react-data-grid/aggregation` → premium), without trailing slash. */
export function pagePlans(tree: readonly DocsPage[] = pages): Map<string, ApiPlan> {
  const plans = new Map<string, ApiPlan>();
  const walk = (list: readonly DocsPage[]) =>
    list.forEach((page) => {
      if (page.children) walk(page.children);
      else plans.set(page.pathname.replace(/\/$/, ''), page.plan ?? 'community');
    });
  walk(tree);
  return plans;
}
