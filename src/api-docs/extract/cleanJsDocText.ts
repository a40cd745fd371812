import type { ApiEntry, ApiHook } from '../types';

/** Where the packages' JSDoc links to by a root-relative path that is not one of our `/x/` pages. */
const MUI_SITE = 'https://mui.com';

/**
 * A JSDoc text of the packages as a reader should get it: maintainers' `TODO` notes dropped,
 * `{@link …}` turned into a markdown link (a URL) or an API link (`[[GridColDef]]`), a `[[…]]`
 * that is no name (`[[Map<GridRowId, GridRowModel>]]`) shown as code, and root-relative links to
 * the rest of the MUI site (`/material-ui/api/input/`) made absolute.
 */
export function cleanJsDocText(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*TODO\b/.test(line))
    .join('\n')
    .replace(/\{@link(?:code|plain)?\s+(\S+?)(?:\s*[|\s]\s*([^}]*))?\}/g, (_match, target: string, label?: string) => {
      if (/^https?:\/\//.test(target)) return `[${label?.trim() || target}](${target})`;
      return `[[${target.replace(/\(\)$/, '')}]]`;
    })
    .replace(/\[\[([^\]]+)\]\]/g, (match, inner: string) => (/^[A-Za-z_$][\w$]*$/.test(inner) ? match : `\`${inner}\``))
    .replace(/\]\((\/(?!x\/)[^)\s]*)\)/g, (_match, pathname: string) => `](${MUI_SITE}${pathname})`)
    .trim();
}

/** What must never reach a reader: a TODO note or an unresolved inline tag. Empty when clean. */
export function leakedInternals(text: string): string[] {
  const found: string[] = [];
  if (/\bTODO\b/.test(text)) found.push('a TODO note');
  if (/\{@\w+/.test(text)) found.push('an unresolved JSDoc inline tag');
  return found;
}

/** Every leak of `leakedInternals` in the texts of the extracted pages and hooks, each named with its place. */
export function leaksInReference(entries: readonly ApiEntry[], hooks: readonly ApiHook[]): string[] {
  const texts: Array<[string, string | undefined]> = [
    ...entries.flatMap((entry): Array<[string, string | undefined]> => {
      const page = `${entry.product}/${entry.slug}`;
      return [
        [page, entry.description],
        [page, entry.deprecated],
        ...entry.members.flatMap((member): Array<[string, string | undefined]> => [
          [`${page} ${member.name}`, member.description],
          [`${page} ${member.name}`, member.deprecated],
          [`${page} ${member.name}`, member.returns],
          ...(member.params ?? []).map((param): [string, string] => [`${page} ${member.name}`, param.description]),
        ]),
        ...entry.slots.map((slot): [string, string] => [`${page} slot ${slot.name}`, slot.description]),
        ...entry.classes.map((cssClass): [string, string] => [`${page} class ${cssClass.key}`, cssClass.description]),
      ];
    }),
    ...hooks.map((hook): [string, string] => [hook.name, hook.description]),
  ];
  return texts.flatMap(([place, text]) => (text ? leakedInternals(text).map((leak) => `${place}: ${leak}`) : []));
}
