import fs from 'node:fs';
import path from 'node:path';
import { loadMarkdownPage, type LoadedPage } from '../../markdown/loadMarkdownPage.server';
import type { BlogPostSummary } from '../../blog/blogPost';
import type { HeadData } from './pageProps';
import { toUrlPath } from '../../nav/urlPath';
import type { SiteContent } from './siteContent';

/** Blog post slugs: the folders of `data/blog/` holding `<slug>/<slug>.md`. */
export function listBlogSlugs(dataDir: string): string[] {
  const blogDir = path.join(dataDir, 'blog');
  if (!fs.existsSync(blogDir)) return [];
  return fs
    .readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(blogDir, entry.name, `${entry.name}.md`)))
    .map((entry) => entry.name)
    .sort();
}

export const BLOG_FEED_PATH = '/blog/rss.xml';

/** The `<link>` to the feed, in the head of the blog's pages. */
export const FEED_LINK: HeadData['links'] = [
  { rel: 'alternate', type: 'application/rss+xml', title: 'MUI X blog', href: BLOG_FEED_PATH },
];

/** A post's date and authors; a post without them fails the build. */
export function postMeta({ frontMatter, sourceFile }: LoadedPage): Pick<BlogPostSummary, 'date' | 'authors'> {
  if (!frontMatter.date || !frontMatter.authors) {
    throw new Error(`${sourceFile}: a blog post needs \`date\` and \`authors\` in its front matter.`);
  }
  return { date: frontMatter.date, authors: frontMatter.authors };
}

/** Every blog post, newest first. */
export function listBlogPosts(content: SiteContent, knownRoutes: ReadonlySet<string>): BlogPostSummary[] {
  return listBlogSlugs(content.dataDir)
    .map((slug) => {
      const canonicalPathname = `/blog/${slug}`;
      const loaded = loadMarkdownPage(content.dataDir, canonicalPathname, 'en', knownRoutes);
      return {
        title: loaded.page.title,
        description: loaded.page.description,
        href: toUrlPath(canonicalPathname),
        ...postMeta(loaded),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
