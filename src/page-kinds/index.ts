// The kinds of page of the site. Each has a folder: its view and facts (`kind.tsx`, registered
// here) and its server half (`kind.server.ts`, registered in servers.server.ts, whose type asks for
// every kind of this list). Every registry and set about kinds derives from these two: the
// page-kind switch (layout/SitePage.tsx), the ad rule, the search index's kinds, the kinds whose
// folders hold demos, the site's routes, the props builder and the Markdown export.
import { apiKind } from './api/kind';
import { apiIndexKind } from './api-index/kind';
import { blogKind } from './blog/kind';
import { blogPostKind } from './blog-post/kind';
import { docsKind } from './docs/kind';
import { docsTabKind } from './docs-tab/kind';
import { landingKind } from './landing/kind';
import { notFoundKind } from './not-found/kind';
import { productionErrorKind } from './production-error/kind';
import { serverErrorKind } from './server-error/kind';
import type { PageKindDefinition } from './shared/pageKind';
import { sizeSnapshotKind } from './size-snapshot/kind';
import { versionsKind } from './versions/kind';

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
