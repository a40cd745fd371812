import type { MarkdownDocument } from '../../markdown-export/types';
import type { BuildContext } from './buildContext';
import type { MarkdownExportContext } from './markdownExportContext';
import type { SiteRoute } from './route';
import type { SiteContent } from './siteContent';

/**
 * The server half of a page kind (its folder's `kind.server.ts`): which routes it has, how their
 * props are built and how they are written as Markdown. Kept apart from the view so that no
 * browser bundle reaches Node code.
 */
export interface PageKindServer<P extends { kind: string }> {
  /** The kind's routes, listed from the site's content. */
  routes: (content: SiteContent) => SiteRoute[];
  /**
   * Whether its routes stay out of the route list (the sitemap, the static paths, the search): the
   * error pages, which `pages/404.tsx` and `pages/500.tsx` render under their own file names.
   */
  unlisted?: boolean;
  build: (context: BuildContext) => P;
  /** Null where the kind publishes no Markdown (its content is the frame's): left out of llms.txt. */
  toMarkdown: ((context: MarkdownExportContext<P>) => MarkdownDocument) | null;
}

/** Ties a server half to its kind's props, so `build` and `toMarkdown` are checked against them. */
export function definePageKindServer<P extends { kind: string }>(server: PageKindServer<P>): PageKindServer<P> {
  return server;
}
