import type { DemoInfo } from '../demos/types';
import type { FrontMatter } from './frontMatter';

/** A heading of the on-page table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  children: TocEntry[];
}

/**
 * `inDocument`: the HTML was left out of the page's serialized data (an API page's generated
 * tables); the browser takes it from the served document instead.
 */
type TextSegment =
  { type: 'html'; html: string; inDocument?: true } | { type: 'code'; html: string; code: string; language: string };

/** A segment as the parser sees it: a demo block names its file beside the page (`SortGrid`). */
export type ParsedSegment = TextSegment | { type: 'demo'; demo: string };

/** A segment as a page renders it: loadMarkdownPage has read each demo's files. */
export type ContentSegment = TextSegment | { type: 'demo'; info: DemoInfo };

/** A docs page as plain, serialisable data. */
export interface MarkdownPage<Segment = ContentSegment> {
  title: string;
  description: string;
  toc: TocEntry[];
  segments: Segment[];
}

/** A markdown file as parsed: the page and its checked front matter (which pages are not sent). */
export interface ParsedMarkdown extends MarkdownPage<ParsedSegment> {
  frontMatter: FrontMatter;
}
