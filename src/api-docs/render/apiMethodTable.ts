// The `{{"apiMethods": "GridSortApi"}}` directive of a Data Grid feature page: the table of the
// `apiRef` methods that feature adds, made at build time from the API reference, so it can never
// drift from the installed packages.
import type { Language } from '../../i18n/languages';
import type { ApiMember } from '../types';

const API_METHODS_LINE = /^\{\{\s*"apiMethods"\s*:\s*"([A-Za-z]+)"\s*\}\}[ \t]*$/gm;

const HEADERS: Record<Language, [string, string, string]> = {
  en: ['Method', 'Signature', 'Description'],
  zh: ['方法', '签名', '说明'],
  pt: ['Método', 'Assinatura', 'Descrição'],
};

/** One line of a table cell: pipes escaped, the first paragraph only, API names as code. */
function cellText(text: string): string {
  return (text.split(/\n\s*\n/)[0] ?? '')
    .replace(/\[\[([^\]]+)\]\]/g, '`$1`')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** Inline code that survives backticks inside and pipes in a table cell. */
const codeCell = (text: string) => `\`\` ${text.replace(/\|/g, '\\|')} \`\``;

export interface ApiMethodTableOptions {
  language: Language;
  /** The link of a method's row on the `GridApi` page. */
  hrefOf: (method: string) => string;
  /** The mark of a method added by a commercial plan. */
  mark: (plan: 'pro' | 'premium') => string;
}

/** The methods as a Markdown (GFM) table: linked name with its plan mark, signature, description. */
export function apiMethodTableMarkdown(methods: readonly ApiMember[], options: ApiMethodTableOptions): string {
  const [method, signature, description] = HEADERS[options.language];
  const rows = methods.map((member) => {
    const name = `[\`${member.name}\`](${options.hrefOf(member.name)})`;
    const plan = member.plan && member.plan !== 'community' ? ` ${options.mark(member.plan)}` : '';
    return `| ${name}${plan} | ${codeCell(member.type)} | ${cellText(member.description)} |`;
  });
  return [`| ${method} | ${signature} | ${description} |`, '| :--- | :--- | :--- |', ...rows].join('\n');
}

/**
 * Replaces every method-table directive of a markdown source with the table `table(group)` makes.
 * `table` throws for a group it does not know, so a misspelled directive fails the build.
 */
export function expandApiMethodTables(source: string, table: (group: string) => string): string {
  return source.replace(API_METHODS_LINE, (_line, group: string) => table(group));
}
