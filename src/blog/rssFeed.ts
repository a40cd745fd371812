import { escapeHtml } from '../ui/escapeHtml';
import type { BlogPostSummary } from './blogPost';

interface FeedOptions {
  /** `https://mui.com`: every link of the feed is absolute. */
  origin: string;
  title: string;
  description: string;
  /** Path of the feed itself (`/blog/rss.xml`). */
  feedPath: string;
}

/** RFC 822 date of an ISO day, as RSS 2.0 wants it (`Thu, 12 Mar 2026 00:00:00 GMT`). */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** The blog's RSS 2.0 feed: one item per post, in the order given (newest first). */
export function rssFeed(posts: BlogPostSummary[], { origin, title, description, feedPath }: FeedOptions): string {
  const blogUrl = `${origin}/blog/`;
  const items = posts.map((post) => {
    const url = `${origin}${post.href}`;
    return [
      '    <item>',
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${escapeHtml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `      <description>${escapeHtml(post.description)}</description>`,
      `      <dc:creator>${escapeHtml(post.authors)}</dc:creator>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(title)}</title>`,
    `    <link>${escapeHtml(blogUrl)}</link>`,
    `    <description>${escapeHtml(description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeHtml(`${origin}${feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0] ? [`    <lastBuildDate>${rssDate(posts[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
