import dynamic from 'next/dynamic';
import type { BlogPostSummary } from '../../blog/blogPost';
import type { DocsContent } from '../../page-view/docsContent';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

const BlogPostView = dynamic(() => import('../../blog/BlogPostView'));

export type BlogPostPageProps = PageProps<
  'blog-post',
  { docs: DocsContent; post: Pick<BlogPostSummary, 'date' | 'authors'> }
>;

/** A blog post, from its markdown. */
export const blogPostKind = definePageKind<BlogPostPageProps>({
  kind: 'blog-post',
  View: ({ page }) => <BlogPostView docs={page.docs} post={page.post} />,
  searchable: true,
  hasDemos: true,
  showsAd: neverShowsAd,
});
