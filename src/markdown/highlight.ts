import './prismManual';
import Prism from 'prismjs';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';
import { escapeHtml } from './escapeHtml';

const ALIASES: Record<string, string> = {
  js: 'jsx',
  javascript: 'jsx',
  ts: 'tsx',
  typescript: 'tsx',
  sh: 'bash',
  shell: 'bash',
  html: 'markup',
};

/** Build time: highlighted HTML for a code block, plain escaped text for unknown languages. */
export function highlight(code: string, language: string): string {
  const name = ALIASES[language] ?? language;
  const grammar = Prism.languages[name];
  return grammar ? Prism.highlight(code, grammar, name) : escapeHtml(code);
}
