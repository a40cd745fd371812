import type { BlogPostSummary } from '../../blog/blogPost';
import type { DemoSourceFiles } from '../../demos/types';
import type { Language } from '../../i18n/languages';
import type { SiteRoute } from './route';
import type { SiteContent } from './siteContent';

/** What the Markdown export brings that the site does not hold: the demos' files and the plan tables. */
export interface MarkdownSources {
  /** The files of a demo by module id (`data-grid/sorting/SortGrid`). */
  demoFiles: (demoId: string) => DemoSourceFiles;
  /** A product's plan table (`{{"planTable": "data-grid"}}`) as Markdown in a language; a page naming one needs it. */
  planTable?: (product: string, language: Language) => string;
}

/** What a kind's Markdown converter gets: the page, its props and the site's data it may need. */
export interface MarkdownExportContext<P> extends MarkdownSources {
  route: SiteRoute;
  language: Language;
  /** The page's props, as the site builds them for its HTML. */
  props: () => P;
  /** Every blog post, newest first. */
  blogPosts: () => BlogPostSummary[];
  content: SiteContent;
}
