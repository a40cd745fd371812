import dynamic from 'next/dynamic';
import type { BlogPostSummary } from '../../blog/blogPost';
import type { DocsContent } from '../../page-view/docsContent';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

const BlogIndexView = dynamic(() => import('../../blog/BlogIndexView'));

export type BlogPageProps = PageProps<'blog', { docs: DocsContent; posts: BlogPostSummary[] }>;

/** The blog's index: its markdown introduction, then every post, newest first. */
export const blogKind = definePageKind<BlogPageProps>({
  kind: 'blog',
  View: ({ page }) => <BlogIndexView docs={page.docs} posts={page.posts} />,
  searchable: true,
  hasDemos: true,
  showsAd: neverShowsAd,
});
