import type { BuildContext } from '../buildContext';
import type { SitePageProps } from '../pageProps';
import type { PageKind } from '../routes';
import { buildApiIndexPage } from './apiIndex';
import { buildApiPage } from './apiPage';
import { buildBlogIndex, buildBlogPost } from './blog';
import { buildDocsTabPage } from './docsTab';
import { buildDocsPage } from './docsPage';
import { buildFramePage, buildVersionsPage } from './framePages';

export type PageBuilder = (context: BuildContext) => SitePageProps;

/** The data builder of each page kind (its view is chosen in `src/layout/SitePage.tsx`). */
export const PAGE_BUILDERS: Record<PageKind, PageBuilder> = {
  docs: (context) => buildDocsPage(context),
  'docs-tab': buildDocsTabPage,
  api: buildApiPage,
  'api-index': buildApiIndexPage,
  blog: buildBlogIndex,
  'blog-post': buildBlogPost,
  versions: buildVersionsPage,
  landing: buildFramePage,
  'production-error': buildFramePage,
  'not-found': buildFramePage,
  'server-error': buildFramePage,
};
