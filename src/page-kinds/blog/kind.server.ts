import type { MarkdownDocument } from '../../markdown-export/types';
import { markdownLink } from '../../markdown-export/llmsTxt';
import { FEED_LINK, listBlogPosts } from '../shared/blogPosts.server';
import { buildDocsContent, markdownHead } from '../shared/docsContent.server';
import type { MarkdownExportContext } from '../shared/markdownExportContext';
import { markdownPage, withText } from '../shared/markdownPage.server';
import { pageCommon } from '../shared/pageCommon';
import { definePageKindServer } from '../shared/pageKindServer';
import { ENGLISH_ONLY, siteRoute } from '../shared/route';
import type { BlogPageProps } from './kind';

/** The blog's introduction and its posts, as the HTML page lists them. */
function blogIndexMarkdown(context: MarkdownExportContext<BlogPageProps>): MarkdownDocument {
  const posts = context
    .blogPosts()
    .map((post) => `- ${markdownLink(post.title, post.href)} (${post.date}, ${post.authors}): ${post.description}`);
  return withText(markdownPage(context), ['## Posts', '', ...posts].join('\n'));
}

export const blogServer = definePageKindServer<BlogPageProps>({
  routes: () => [siteRoute('blog', '/blog', ENGLISH_ONLY)],
  build: (context) => {
    const { docs } = buildDocsContent(context);
    const posts = listBlogPosts(context.content, context.knownRoutes);
    return { ...pageCommon(context, ...markdownHead(docs), FEED_LINK), kind: 'blog', docs, posts };
  },
  toMarkdown: blogIndexMarkdown,
});
