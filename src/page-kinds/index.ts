// The kinds of page of the site, each defined once in its own module (its view and facts) with its
// server half in pageKindServers.server.ts. Every registry and set about kinds derives from here:
// the page-kind switch (layout/SitePage.tsx), the ad rule, the search index's kinds and the kinds
// whose folders hold demos.
import { apiKind } from './api';
import { apiIndexKind } from './apiIndex';
import { blogKind } from './blog';
import { blogPostKind } from './blogPost';
import { docsKind } from './docs';
import { docsTabKind } from './docsTab';
import { landingKind } from './landing';
import { notFoundKind, serverErrorKind } from './notFound';
import type { PageKindDefinition } from './pageKind';
import { productionErrorKind } from './productionError';
import { sizeSnapshotKind } from './sizeSnapshot';
import { versionsKind } from './versions';

export const PAGE_KINDS = {
  docs: docsKind,
  'docs-tab': docsTabKind,
  api: apiKind,
  'api-index': apiIndexKind,
  blog: blogKind,
  'blog-post': blogPostKind,
  landing: landingKind,
  versions: versionsKind,
  'size-snapshot': sizeSnapshotKind,
  'production-error': productionErrorKind,
  'not-found': notFoundKind,
  'server-error': serverErrorKind,
};

type Definitions = typeof PAGE_KINDS;
type PropsOf<D> = D extends PageKindDefinition<infer P> ? P : never;

/** What renders a route. */
export type PageKind = keyof Definitions;

/** Every page's props, by kind. */
export type SitePageProps = { [K in PageKind]: PropsOf<Definitions[K]> }[PageKind];

export type PagePropsOfKind<K extends PageKind> = Extract<SitePageProps, { kind: K }>;

/** The definition of a page's kind, typed for that page's props. */
export function pageKindOf<P extends SitePageProps>(page: P): PageKindDefinition<P> {
  // TypeScript cannot tie the looked-up definition to the union member `page` is; the registry's
  // type (each key holds its own kind) makes it so.
  return PAGE_KINDS[page.kind as PageKind] as unknown as PageKindDefinition<P>;
}

/** The kinds for which `fact` holds (`kindsWhere('searchable')`). */
export function kindsWhere(fact: 'searchable' | 'hasDemos'): ReadonlySet<PageKind> {
  return new Set((Object.keys(PAGE_KINDS) as PageKind[]).filter((kind) => PAGE_KINDS[kind][fact]));
}
