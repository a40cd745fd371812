/** A blog post as the index, the feed and a post's header show it. */
export interface BlogPostSummary {
  title: string;
  description: string;
  href: string;
  /** `YYYY-MM-DD`. */
  date: string;
  authors: string;
}
