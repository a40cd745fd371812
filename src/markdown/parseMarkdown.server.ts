import matter from 'gray-matter';
import { Marked, type Token, type Tokens } from 'marked';
import type { Language } from '../i18n/languages';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { isExternal } from '../nav/pageTypes';
import { escapeHtml } from '../ui/escapeHtml';
import { headingHtml } from './headingHtml';
import { parseFrontMatter } from './frontMatter';
import { highlight } from '../code/highlight';
import { createSlugger } from './slugify';
import type { ParsedMarkdown, ParsedSegment, TocEntry } from './types';

export const MAX_TITLE_LENGTH = 70;
export const MAX_DESCRIPTION_LENGTH = 165;

export const CALLOUT_TYPES = ['info', 'warning', 'success', 'error'] as const;

export interface ParseOptions {
  /** For error messages. */
  file: string;
  /** Canonical pathnames (no trailing slash) that internal links may point to. */
  knownRoutes: ReadonlySet<string>;
  /** The page's language: internal links lead to the same language (English-only pages excepted). */
  language: Language;
}

const DEMO_LINE = /^\{\{\s*("demo"\s*:\s*"[^"]+")\s*\}\}\s*$/;
/** A callout: `:::info`, its markdown, and `:::`, each on its own line. */
export const CALLOUT_BLOCK = /^:::(\w+)\s*\n([\s\S]*?)\n:::\s*$/gm;

/** The file a demo block (`{{"demo": "SortGrid.tsx"}}`) names, or null when the block is malformed. */
export function demoBlockFile(block: string): string | null {
  const match = DEMO_LINE.exec(block.trim());
  return match ? (JSON.parse(`{${match[1]}}`) as { demo: string }).demo : null;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * Build time: turns one markdown file into a page. Fails (throws) on a missing or over-long
 * title or description, an unknown callout type, a malformed demo block and a link to a page
 * that does not exist, so a broken page never reaches the site.
 */
export function parseMarkdown(source: string, options: ParseOptions): ParsedMarkdown {
  const { data, content } = matter(source);
  const fail = (message: string): never => {
    throw new Error(`${options.file}: ${message}`);
  };
  const toc: TocEntry[] = [];

  const marked = pageMarked(options, fail, toc);

  const segments: ParsedSegment[] = [];
  const pushHtml = (html: string) => {
    if (!html.trim()) {
      return;
    }
    const last = segments.at(-1);
    if (last?.type === 'html') {
      last.html += html;
    } else {
      segments.push({ type: 'html', html });
    }
  };

  let title = '';
  let description = '';

  const renderTokens = (tokens: Token[]) => {
    let pending: Token[] = [];
    const flush = () => {
      if (pending.length) {
        pushHtml(marked.parser(pending));
        pending = [];
      }
    };
    for (const token of tokens) {
      if (token.type === 'heading' && token.depth === 1) {
        if (title) {
          fail('a page has exactly one h1');
        }
        title = plainText(marked.parseInline(token.text) as string);
        continue;
      }
      if (title && !description && token.type === 'paragraph') {
        description = plainText(marked.parseInline(token.text) as string);
        continue;
      }
      if (token.type === 'code') {
        flush();
        const language = token.lang?.split(/\s/)[0] ?? '';
        segments.push({ type: 'code', code: token.text, language, html: highlight(token.text, language) });
        continue;
      }
      if (token.type === 'paragraph' && token.raw.trim().startsWith('{{')) {
        flush();
        const demo = demoBlockFile(token.raw) ?? fail(`malformed demo block: ${token.raw.trim()}`);
        if (!/^[A-Za-z0-9_]+\.tsx$/.test(demo)) {
          fail(`a demo must name a .tsx file beside the page: "${demo}"`);
        }
        segments.push({ type: 'demo', demo: demo.replace(/\.tsx$/, '') });
        continue;
      }
      pending.push(token);
    }
    flush();
  };

  // Callouts are split out first so their inner markdown is rendered on its own.
  let cursor = 0;
  for (const match of content.matchAll(CALLOUT_BLOCK)) {
    renderTokens(marked.lexer(content.slice(cursor, match.index)));
    const type = match[1];
    if (!(CALLOUT_TYPES as readonly string[]).includes(type)) {
      fail(`unknown callout type ":::${type}"`);
    }
    const inner = marked.parse(match[2]) as string;
    pushHtml(`<aside class="callout callout-${type}" data-callout="${type}">${inner}</aside>\n`);
    cursor = match.index + match[0].length;
  }
  renderTokens(marked.lexer(content.slice(cursor)));

  checkTitleAndDescription(title, description, fail);

  return { title, description, toc, segments, frontMatter: parseFrontMatter(data, options.file) };
}

/**
 * A Marked parser for one page: h2 and h3 get anchors and go into `toc`; internal links must
 * name an existing page (with its trailing slash) and follow the page's language; tables scroll.
 */
function pageMarked(options: ParseOptions, fail: (message: string) => never, toc: TocEntry[]): Marked {
  const slug = createSlugger();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        if (depth !== 2 && depth !== 3) {
          return `<h${depth}>${inner}</h${depth}>\n`;
        }
        const text = plainText(inner);
        const id = slug(text);
        const entry: TocEntry = { id, text, children: [] };
        const parent = toc.at(-1);
        if (depth === 3 && parent) {
          parent.children.push(entry);
        } else {
          toc.push(entry);
        }
        return headingHtml(depth, id, inner, text);
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        let target = href;
        if (href.startsWith('/')) {
          const [path] = href.split('#');
          if (!path.endsWith('/')) {
            fail(`internal link "${href}" must end with "/"`);
          }
          const canonical = path === '/' ? '/' : path.replace(/\/$/, '');
          if (!options.knownRoutes.has(canonical)) {
            fail(`link to a page that does not exist: "${href}"`);
          }
          target = pathnameInLanguage(href, options.language);
        }
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        const external = isExternal(target) ? ' rel="noopener"' : '';
        return `<a href="${escapeHtml(target)}"${titleAttribute}${external}>${inner}</a>`;
      },
      table(token: Tokens.Table) {
        const header = token.header
          .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
          .join('');
        const rows = token.rows
          .map((row) => `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`)
          .join('');
        return `<div class="table-wrapper" tabindex="0"><table><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  return marked;
}

/** The page's title and description exist and fit their limits. */
function checkTitleAndDescription(title: string, description: string, fail: (message: string) => never): void {
  if (!title) {
    fail('missing h1 title');
  }
  if (title.length > MAX_TITLE_LENGTH) {
    fail(`title is ${title.length} characters, the limit is ${MAX_TITLE_LENGTH}`);
  }
  if (!description) {
    fail('missing description (the first paragraph after the h1)');
  }
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    fail(`description is ${description.length} characters, the limit is ${MAX_DESCRIPTION_LENGTH}`);
  }
}
