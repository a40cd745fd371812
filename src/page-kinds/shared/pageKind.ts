import type { ComponentType, ReactNode } from 'react';

/**
 * One kind of page, as the browser and the build both need it: its view and the facts the site's
 * registries are derived from. How its props are built and its Markdown written is the kind's
 * server half (`<kind>/kind.server.ts`, registered in `servers.server.ts`), kept apart so no browser
 * bundle reaches Node code.
 */
export interface PageKindDefinition<P extends { kind: string }> {
  kind: P['kind'];
  /** The body of the page inside the app frame, loaded lazily (next/dynamic). */
  View: ComponentType<{ page: P; ad: ReactNode }>;
  /** Whether the search index holds its pages. */
  searchable: boolean;
  /** Whether its pages are markdown of data/ whose folder holds the demos they show. */
  hasDemos: boolean;
  /**
   * The folder of `data/` whose demos a view of the kind shows itself, with no markdown of its own
   * (the landing page's `landing`): the server renders them into the page's HTML as it does a
   * docs page's, and the browser loads them from that folder's registry near the viewport.
   */
  demoFolder?: string;
  /**
   * Whether its HTML segments (generated tables of hundreds of rows) stay out of the page's
   * serialized hydration data: the document carries them once, and the browser reads them back
   * from it (`serializedPageProps`).
   */
  htmlInDocumentOnly?: boolean;
  /** Whether the page carries an ad slot. */
  showsAd: (page: P) => boolean;
}

export const neverShowsAd = () => false;

/** Ties a definition to its props type, so the view and `showsAd` get that kind's props. */
export function definePageKind<P extends { kind: string }>(definition: PageKindDefinition<P>): PageKindDefinition<P> {
  return definition;
}
