import matter from 'gray-matter';
import { Lexer } from 'marked';
import type { DemoSourceFiles } from '../demos/types';
import type { Language } from '../i18n/languages';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { CALLOUT_BLOCK, type CALLOUT_TYPES, demoBlockFile } from '../markdown/parseMarkdown.server';
import type { MarkdownDocument, MarkdownPart } from './types';

export interface SourceToDocumentOptions {
  /** The page's language: internal links lead to pages in it, as they do on the HTML page. */
  language: Language;
  /** The files of a demo named on the page (`SortGrid`, without `.tsx`). */
  demoFiles: (name: string) => DemoSourceFiles;
  /** For error messages. */
  file: string;
}

// Callouts become GitHub-style alerts, which most Markdown readers render and tools understand.
const ALERTS: Record<(typeof CALLOUT_TYPES)[number], string> = {
  info: 'NOTE',
  warning: 'WARNING',
  success: 'TIP',
  error: 'CAUTION',
};

const CODE_SPAN = /(`+)[\s\S]*?\1/g;
const INTERNAL_LINK = /(\]\()(\/[^)\s]*)/g;

/** Internal links (`](/x/…/)`) in the page's language; code spans are left as written. */
function localizeLinks(text: string, language: Language): string {
  const localize = (prose: string) =>
    prose.replace(
      INTERNAL_LINK,
      (_match, open: string, href: string) => `${open}${pathnameInLanguage(href, language)}`,
    );
  let result = '';
  let cursor = 0;
  for (const span of text.matchAll(CODE_SPAN)) {
    result += localize(text.slice(cursor, span.index)) + span[0];
    cursor = span.index + span[0].length;
  }
  return result + localize(text.slice(cursor));
}

/** A block's source without the blank lines around it. */
const trimBlankLines = (raw: string) => raw.replace(/^(?:[ \t]*\n)+/, '').replace(/\s+$/, '');

/**
 * A docs page's markdown source as a document for readers and tools: the front matter dropped,
 * callouts as alerts, each demo block replaced by the demo's files (written out later, in a code
 * variant and styling) and internal links in the page's language. Everything else (prose,
 * tables, code blocks) is already Markdown and is kept as written.
 */
export function sourceToDocument(source: string, options: SourceToDocumentOptions): MarkdownDocument {
  const { content } = matter(source);
  const parts: MarkdownPart[] = [];
  const pushText = (block: string) => {
    if (!block) return;
    const last = parts.at(-1);
    if (last?.type === 'text') {
      last.text += `\n\n${block}`;
    } else {
      parts.push({ type: 'text', text: block });
    }
  };

  let title = '';
  let description = '';
  const blocks = (markdown: string): string[] =>
    Lexer.lex(markdown)
      .filter((token) => token.type !== 'space')
      .map((token) => {
        if (token.type === 'heading' && token.depth === 1) {
          title ||= token.text;
        } else if (title && !description && token.type === 'paragraph') {
          description = token.text;
        }
        return token.type === 'code'
          ? trimBlankLines(token.raw)
          : localizeLinks(trimBlankLines(token.raw), options.language);
      });

  const addBlocks = (markdown: string) => {
    for (const block of blocks(markdown)) {
      if (!block.startsWith('{{')) {
        pushText(block);
        continue;
      }
      const file = demoBlockFile(block);
      if (!file) {
        throw new Error(`${options.file}: malformed demo block: ${block}`);
      }
      const name = file.replace(/\.tsx$/, '');
      parts.push({ type: 'demo', name, files: options.demoFiles(name) });
    }
  };

  let cursor = 0;
  for (const match of content.matchAll(CALLOUT_BLOCK)) {
    addBlocks(content.slice(cursor, match.index));
    const alert = ALERTS[match[1] as keyof typeof ALERTS];
    if (!alert) {
      throw new Error(`${options.file}: unknown callout type ":::${match[1]}"`);
    }
    const inner = blocks(match[2]).join('\n\n');
    pushText([`[!${alert}]`, ...inner.split('\n')].map((line) => (line ? `> ${line}` : '>')).join('\n'));
    cursor = match.index + match[0].length;
  }
  addBlocks(content.slice(cursor));
  if (!title || !description) {
    throw new Error(`${options.file}: a page needs a title (h1) and a description (the paragraph after it).`);
  }
  return { title, description, parts };
}
