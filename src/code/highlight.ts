import Prism from 'prismjs';
import 'prismjs/components/prism-markup.js';
import 'prismjs/components/prism-css.js';
import 'prismjs/components/prism-jsx.js';
import 'prismjs/components/prism-typescript.js';
import 'prismjs/components/prism-tsx.js';
import 'prismjs/components/prism-bash.js';
import 'prismjs/components/prism-json.js';
import 'prismjs/components/prism-diff.js';

const ALIASES: Record<string, string> = {
  js: 'jsx',
  javascript: 'jsx',
  ts: 'tsx',
  typescript: 'tsx',
  sh: 'bash',
  shell: 'bash',
  html: 'markup',
};

/**
 * Build time only (markdown code blocks, demo previews and demo sources): highlighted HTML,
 * plain escaped text for unknown languages. No highlighter is shipped to the browser.
 */
export function highlight(code: string, language: string): string {
  const name = ALIASES[language] ?? language;
  const grammar = Prism.languages[name];
  // Element content only: Prism's encoder escapes what matters there (& and <).
  return grammar ? Prism.highlight(code, grammar, name) : (Prism.util.encode(code) as string);
}
