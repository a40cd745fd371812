import { CODE_STYLINGS, type CodeStyling } from '../code/codePreferences';
import type { SourceFile } from '../demos/types';
import type { CodeChoice } from '../markdown/markdownFileUrl';
import type { MarkdownDocument } from './types';

// A demo's `.js` files hold JSX.
const FENCE_LANGUAGES: Record<string, string> = { js: 'jsx' };

/** A fenced code block, its fence longer than any run of backticks in the code. */
export function fencedCode(code: string, info: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${code.replace(/\n+$/, '')}\n${fence}`;
}

function fencedFile(file: SourceFile): string {
  const extension = file.path.slice(file.path.lastIndexOf('.') + 1);
  return fencedCode(file.code, `${FENCE_LANGUAGES[extension] ?? extension} title="${file.path}"`);
}

/** The stylings the document's demos are written in, MUI System first; none without demos. */
export function documentStylings(document: MarkdownDocument): CodeStyling[] {
  const present = new Set(document.parts.flatMap((part) => (part.type === 'demo' ? Object.keys(part.files) : [])));
  return CODE_STYLINGS.filter((styling) => present.has(styling));
}

/**
 * The document as Markdown, each demo's files in the chosen code variant and styling (MUI System
 * for a demo that has no version in that styling).
 */
export function renderMarkdown(document: MarkdownDocument, choice: CodeChoice): string {
  const blocks = document.parts.map((part) => {
    if (part.type === 'text') {
      return part.text;
    }
    const styled = part.files[choice.codeStyling] ?? part.files['MUI System'];
    if (!styled) {
      throw new Error(`The demo ${part.name} has no files.`);
    }
    return styled[choice.codeVariant].map(fencedFile).join('\n\n');
  });
  return `${blocks.join('\n\n')}\n`;
}
