// The server half of each page kind: how its props are built and how its Markdown is written. A
// kind is in this table and in PAGE_KINDS (index.ts); the mapped type makes the compiler ask for
// every kind here.
import { buildApiIndexPage } from './apiIndex.server';
import { buildApiPage } from './apiPage.server';
import { buildBlogIndex, buildBlogPost } from './blog.server';
import type { BuildContext } from './buildContext';
import { buildDocsTabPage } from './docsTab.server';
import { buildDocsPage } from './docsPage.server';
import { buildFramePage, buildVersionsPage } from './framePages.server';
import { buildSizeSnapshotPage } from './sizeSnapshot.server';
import type { PageKind, PagePropsOfKind } from './index';
import {
  apiIndex,
  apiPage,
  blogIndex,
  blogPost,
  docsTab,
  markdownPage,
  sizeSnapshot,
  type PageMarkdownConverter,
} from './pageConverters.server';

export interface PageKindServer<K extends PageKind> {
  build: (context: BuildContext) => PagePropsOfKind<K>;
  /** Null where the kind publishes no Markdown (its content is the frame's): left out of llms.txt. */
  toMarkdown: PageMarkdownConverter | null;
}

export const PAGE_KIND_SERVERS: { [K in PageKind]: PageKindServer<K> } = {
  docs: { build: (context) => buildDocsPage(context), toMarkdown: markdownPage },
  'docs-tab': { build: buildDocsTabPage, toMarkdown: docsTab },
  api: { build: buildApiPage, toMarkdown: apiPage },
  'api-index': { build: buildApiIndexPage, toMarkdown: apiIndex },
  blog: { build: buildBlogIndex, toMarkdown: blogIndex },
  'blog-post': { build: buildBlogPost, toMarkdown: blogPost },
  versions: { build: buildVersionsPage, toMarkdown: null },
  'size-snapshot': { build: buildSizeSnapshotPage, toMarkdown: sizeSnapshot },
  landing: { build: (context) => buildFramePage(context, 'landing'), toMarkdown: null },
  'production-error': { build: (context) => buildFramePage(context, 'production-error'), toMarkdown: null },
  'not-found': { build: (context) => buildFramePage(context, 'not-found'), toMarkdown: null },
  'server-error': { build: (context) => buildFramePage(context, 'server-error'), toMarkdown: null },
};

/** The props of the page `context` is about, built by its kind. */
export function buildPageProps(context: BuildContext): PagePropsOfKind<PageKind> {
  return PAGE_KIND_SERVERS[context.route.kind].build(context);
}
