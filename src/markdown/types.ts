/** A heading of the on-page table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  children: TocEntry[];
}

export type ContentSegment =
  | { type: 'html'; html: string }
  | { type: 'code'; html: string; code: string; language: string }
  | { type: 'demo'; demo: string };

/** A docs page as plain, serialisable data. */
export interface MarkdownPage {
  title: string;
  description: string;
  toc: TocEntry[];
  segments: ContentSegment[];
  frontMatter: Record<string, string>;
}
