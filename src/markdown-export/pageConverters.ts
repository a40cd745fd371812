// Build time: one Markdown converter per page kind. A kind without one (the landing page, the
// versions list, the error pages: their content is the frame's) publishes no Markdown and is left
// out of llms.txt.
import type { DemoSourceFiles } from '../demos/demoSourceFiles';
import type { Language } from '../i18n/languages';
import { readMarkdownSource } from '../markdown/loadMarkdownPage';
import { demoIdForRoute } from '../markdown/markdownFile';
import type { BlogPostSummary, SitePageProps } from '../site/pageProps';
import type { PageKind, SiteRoute } from '../site/routes';
import { markdownLink } from './llmsTxt';
import { sourceToDocument } from './sourceToDocument';
import type { MarkdownDocument } from './types';

/** What a converter gets: the page, and the site's data it may need. */
export interface MarkdownExportContext {
  route: SiteRoute;
  language: Language;
  /** Absolute path of `data/`. */
  dataDir: string;
  /** The page's props, as the site builds them for its HTML. */
  props: () => SitePageProps;
  /** Every blog post, newest first. */
  blogPosts: () => BlogPostSummary[];
  /** The files of a demo by module id (`data-grid/sorting/SortGrid`). */
  demoFiles: (demoId: string) => DemoSourceFiles;
}

export type PageMarkdownConverter = (context: MarkdownExportContext) => MarkdownDocument;

/** A page written in markdown under `data/`: its translation when there is one, English otherwise. */
function markdownPage({ route, language, dataDir, demoFiles }: MarkdownExportContext): MarkdownDocument {
  const { file, source } = readMarkdownSource(dataDir, route.canonicalPathname, language);
  return sourceToDocument(source, {
    language,
    file: `data/${file}`,
    demoFiles: (name) => demoFiles(demoIdForRoute(route.canonicalPathname, name)),
  });
}

/** Adds text after a document's parts. */
const withText = (document: MarkdownDocument, text: string): MarkdownDocument => ({
  ...document,
  parts: [...document.parts, { type: 'text', text }],
});

/** The blog's introduction and its posts, as the HTML page lists them. */
function blogIndex(context: MarkdownExportContext): MarkdownDocument {
  const posts = context
    .blogPosts()
    .map((post) => `- ${markdownLink(post.title, post.href)} (${post.date}, ${post.authors}): ${post.description}`);
  return withText(markdownPage(context), ['## Posts', '', ...posts].join('\n'));
}

function blogPost(context: MarkdownExportContext): MarkdownDocument {
  const props = context.props();
  if (props.kind !== 'blog-post') {
    throw new Error(`${context.route.canonicalPathname} is no blog post.`);
  }
  return withText(markdownPage(context), `_Published ${props.post.date} by ${props.post.authors}._`);
}

/** The converter of each page kind; null where a kind publishes no Markdown. */
export const PAGE_MARKDOWN_CONVERTERS: Record<PageKind, PageMarkdownConverter | null> = {
  docs: markdownPage,
  blog: blogIndex,
  'blog-post': blogPost,
  landing: null,
  versions: null,
  'production-error': null,
  'not-found': null,
  'server-error': null,
};
