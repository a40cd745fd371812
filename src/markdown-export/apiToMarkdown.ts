import { aliasDeclaration, themeExample } from '../api-docs/render/entryCode';
import { API_PLANS } from '../api-docs/apiPackages';
import { isProseDefault } from '../api-docs/render/proseDefault';
import { slotClassName } from '../api-docs/slotClass';
import type { ApiEntry, ApiHook, ApiIndexEntry } from '../api-docs/types';
import { fencedCode } from './renderMarkdown';

/** The page of an API name, or null: `[[GridColDef]]` becomes a link to it, or code. */
export type ApiMarkdownLinks = (name: string) => string | null;

/** A table cell: one line, pipes escaped. */
const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

/** Inline code whose fence outlasts any backtick run inside it. */
function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return longest > 0 ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

/** JSDoc text as Markdown: `[[Name]]` resolved to a link or code. */
export function apiTextToMarkdown(text: string, linkFor: ApiMarkdownLinks): string {
  return text.replace(/\[\[([A-Za-z_$][\w$]*)\]\]/g, (_match, name: string) => {
    const href = linkFor(name);
    return href ? `[${inlineCode(name)}](${href})` : inlineCode(name);
  });
}

function table(headers: string[], rows: string[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/**
 * An API entry as Markdown: plan and package, import lines, then its props (or members), slots
 * and CSS classes as tables. `depth` is the level of its section headings.
 */
export function apiEntryMarkdown(entry: ApiEntry, linkFor: ApiMarkdownLinks, depth = 2): string {
  const heading = (text: string) => `${'#'.repeat(depth)} ${text}`;
  const text = (value: string) => apiTextToMarkdown(value, linkFor);
  const defaultValue = (value: string | undefined) =>
    value === undefined ? '' : isProseDefault(value) ? text(value) : inlineCode(value);
  const blocks = [`Plan: ${entry.plan}. Package: ${inlineCode(entry.packageName)}.`];
  if (entry.deprecated !== undefined) blocks.push(`**Deprecated.** ${text(entry.deprecated)}`.trim());
  if (entry.description) blocks.push(text(entry.description));
  blocks.push(heading('Import'), fencedCode(entry.imports.join('\n'), 'tsx'));
  if (entry.aliasOf !== undefined) {
    blocks.push(heading('Type'), fencedCode(aliasDeclaration(entry.name, entry.aliasOf), 'tsx'));
    if (entry.members.length === 0) return blocks.join('\n\n');
  }
  const isComponent = entry.kind === 'component';
  blocks.push(heading(isComponent ? 'Props' : 'Properties'));
  if (entry.refElement) blocks.push(`The \`ref\` prop takes a \`React.Ref<${entry.refElement}>\`.`);
  if (entry.domAttributes) {
    blocks.push(
      `Its props type also accepts the attributes of a \`${entry.refElement ?? 'HTMLElement'}\` (\`id\`, \`aria-*\`, event handlers and the rest), which the table leaves out.`,
    );
  }
  if (entry.typeParameters?.length) {
    blocks.push(
      `The types below name the type parameters of ${inlineCode(entry.name)}: ${entry.typeParameters.map(inlineCode).join(', ')}.`,
    );
  }
  blocks.push(
    entry.members.length === 0
      ? 'None of its own.'
      : table(
          ['Name', 'Type', 'Default', 'Description'],
          entry.members.map((member) => [
            `${inlineCode(member.name)}${member.required ? ' (required)' : ''}${member.plan ? ` (${member.plan})` : ''}`,
            inlineCode(member.type),
            defaultValue(member.default),
            [
              member.deprecated === undefined ? '' : `**Deprecated.** ${text(member.deprecated)}`,
              text(member.description),
              ...(member.params ?? []).map((param) => `${inlineCode(param.name)}: ${text(param.description)}`),
              member.returns ? `Returns: ${text(member.returns)}` : '',
            ]
              .filter(Boolean)
              .join(' '),
          ]),
        ),
  );
  blocks.push(...slotAndClassBlocks(entry, heading, text, defaultValue));
  if (entry.theme) {
    blocks.push(
      heading('Theme'),
      `Default props${entry.theme.styleOverrides ? ' and style overrides' : ''} for every instance go under ${inlineCode(entry.theme.key)} in the theme's \`components\`.`,
      fencedCode(themeExample(entry.theme, entry.classes), 'tsx'),
    );
  }
  return blocks.join('\n\n');
}

/** An entry's slots and CSS classes as tables under their headings; nothing for a part it lacks. */
function slotAndClassBlocks(
  entry: ApiEntry,
  heading: (text: string) => string,
  text: (value: string) => string,
  defaultValue: (value: string | undefined) => string,
): string[] {
  const blocks: string[] = [];
  if (entry.slots.length > 0) {
    blocks.push(
      heading('Slots'),
      table(
        ['Slot', 'Default component', 'Global class', 'Description'],
        entry.slots.map((slot) => {
          const className = slotClassName(slot, entry.classes);
          return [
            inlineCode(slot.name),
            defaultValue(slot.default),
            className ? inlineCode(`.${className}`) : '',
            text(slot.description),
          ];
        }),
      ),
    );
  }
  if (entry.classes.length > 0) {
    blocks.push(
      heading('CSS classes'),
      table(
        ['Global class', 'Rule name', 'Description'],
        entry.classes.map((cssClass) => [
          cssClass.className ? inlineCode(`.${cssClass.className}`) : '',
          inlineCode(cssClass.key),
          text(cssClass.description),
        ]),
      ),
    );
  }
  return blocks;
}

/** A hook as Markdown: its import and signature, its parameters as a table, its return value. */
export function apiHookMarkdown(hook: ApiHook, linkFor: ApiMarkdownLinks): string {
  const text = (value: string) => apiTextToMarkdown(value, linkFor);
  const signature = `${hook.name}${hook.signature.replace(/^<[^(]*>/, '')}`;
  const blocks = [`## ${hook.name}`];
  if (hook.description) blocks.push(text(hook.description));
  blocks.push(fencedCode(`import { ${hook.name} } from '${hook.packageName}';\n\n${signature}`, 'tsx'));
  if (hook.params.length > 0) {
    blocks.push(
      table(
        ['Parameter', 'Type', 'Description'],
        hook.params.map((param) => [
          `${inlineCode(param.name)}${param.required ? ' (required)' : ''}`,
          inlineCode(param.type),
          text(param.description),
        ]),
      ),
    );
  }
  blocks.push(`Returns ${inlineCode(hook.returns.type)}. ${text(hook.returns.description)}`.trim());
  return blocks.join('\n\n');
}

/** A product's API index as Markdown lists, one per plan and kind. */
export function apiIndexMarkdown(entries: readonly ApiIndexEntry[], hrefOf: (entry: ApiIndexEntry) => string): string {
  const blocks: string[] = [];
  for (const plan of API_PLANS) {
    for (const kind of ['component', 'interface'] as const) {
      const listed = entries
        .filter((entry) => entry.plan === plan && entry.kind === kind)
        .sort((a, b) => a.name.localeCompare(b.name, 'en'));
      if (listed.length === 0) continue;
      blocks.push(
        `## ${plan[0].toUpperCase()}${plan.slice(1)} ${kind}s`,
        listed.map((entry) => `- [${inlineCode(entry.name)}](${hrefOf(entry)})`).join('\n'),
      );
    }
  }
  return blocks.join('\n\n');
}
