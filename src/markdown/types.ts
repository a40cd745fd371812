import type { DemoInfo } from '../demos/types';

/** A heading of the on-page table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  children: TocEntry[];
}

export type ContentSegment =
  | { type: 'html'; html: string }
  | { type: 'code'; html: string; code: string; language: string }
  /** `info` is filled in by loadMarkdownPage, which knows the demo's files. */
  | { type: 'demo'; demo: string; info?: DemoInfo };

/** A docs page as plain, serialisable data. */
export interface MarkdownPage {
  title: string;
  description: string;
  toc: TocEntry[];
  segments: ContentSegment[];
  frontMatter: Record<string, string>;
}
