// What a docs page view shows: its Markdown page and the links around it. The site's page data
// (site/pageProps.ts) carries it for every kind of page built on this view.
import type { MarkdownPage } from '../markdown/types';

export interface LinkData {
  title: string;
  href: string;
}

export interface DocsContent {
  page: MarkdownPage;
  translated: boolean;
  /** Null for generated pages (the API reference), which are not edited by hand. */
  editUrl: string | null;
  /** The page's tabs (its demos, its components' API) when it has more than one. */
  tabs?: { label: string; links: Array<{ title: string; href: string; current: boolean }> };
  breadcrumbs: Array<{ title: string; href: string | null }>;
  previous: LinkData | null;
  next: LinkData | null;
  /** Plan of the page, for the plan badge and the ad rules. */
  plan: 'pro' | 'premium' | null;
}
