import type { DemoSourceFiles } from '../demos/types';

/** A run of Markdown, or a demo whose files are written in the reader's code variant and styling. */
export type MarkdownPart = { type: 'text'; text: string } | { type: 'demo'; name: string; files: DemoSourceFiles };

/** A page as Markdown, before a code variant and styling are chosen for its demos. */
export interface MarkdownDocument {
  /** The page's title and one-line description, as Markdown inline text (for llms.txt). */
  title: string;
  description: string;
  parts: MarkdownPart[];
}
