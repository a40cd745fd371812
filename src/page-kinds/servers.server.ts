// The server half of each page kind (its folder's `kind.server.ts`). The mapped type asks for every
// kind of PAGE_KINDS (index.ts); the order is the order of the site's routes (the sitemap's), the
// nav's pages among them in the nav's order.
import { apiServer } from './api/kind.server';
import { apiIndexServer } from './api-index/kind.server';
import { blogServer } from './blog/kind.server';
import { blogPostServer } from './blog-post/kind.server';
import { docsServer } from './docs/kind.server';
import { docsTabServer } from './docs-tab/kind.server';
import type { PageKind, PagePropsOfKind, SitePageProps } from './index';
import { landingServer } from './landing/kind.server';
import { notFoundServer } from './not-found/kind.server';
import { productionErrorServer } from './production-error/kind.server';
import { serverErrorServer } from './server-error/kind.server';
import type { PageKindServer } from './shared/pageKindServer';
import { sizeSnapshotServer } from './size-snapshot/kind.server';
import { versionsServer } from './versions/kind.server';

export type PageKindServers = { [K in PageKind]: PageKindServer<PagePropsOfKind<K>> };

export const PAGE_KIND_SERVERS: PageKindServers = {
  landing: landingServer,
  versions: versionsServer,
  'production-error': productionErrorServer,
  docs: docsServer,
  'docs-tab': docsTabServer,
  api: apiServer,
  'api-index': apiIndexServer,
  'size-snapshot': sizeSnapshotServer,
  blog: blogServer,
  'blog-post': blogPostServer,
  'not-found': notFoundServer,
  'server-error': serverErrorServer,
};

/** The server half of a route's kind, typed for the props of every kind (the route names its own). */
export function serverOfKind(servers: PageKindServers, kind: PageKind): PageKindServer<SitePageProps> {
  // TypeScript cannot tie the looked-up half to the kind's props; the registry's type makes it so,
  // and the site hands each half only the props it built itself.
  return servers[kind] as unknown as PageKindServer<SitePageProps>;
}
