import { FEED_LINK, listBlogSlugs, postMeta } from '../shared/blogPosts.server';
import { buildDocsContent, markdownHead } from '../shared/docsContent.server';
import { markdownPage, withText } from '../shared/markdownPage.server';
import { pageCommon } from '../shared/pageCommon';
import { definePageKindServer } from '../shared/pageKindServer';
import { ENGLISH_ONLY, siteRoute } from '../shared/route';
import type { BlogPostPageProps } from './kind';

/** A post of `data/blog/`, in English; its Markdown ends with its date and authors. */
export const blogPostServer = definePageKindServer<BlogPostPageProps>({
  routes: (content) =>
    listBlogSlugs(content.dataDir).map((slug) => siteRoute('blog-post', `/blog/${slug}`, ENGLISH_ONLY)),
  build: (context) => {
    const { docs, loaded } = buildDocsContent(context);
    const post = postMeta(loaded);
    return { ...pageCommon(context, ...markdownHead(docs), FEED_LINK), kind: 'blog-post', docs, post };
  },
  toMarkdown: (context) => {
    const { post } = context.props();
    return withText(markdownPage(context), `_Published ${post.date} by ${post.authors}._`);
  },
});
