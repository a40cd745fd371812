import { flattenGroups, type SearchGroup } from './searchResults';
import type { SearchStrings } from './useSearchStrings';

/** An entry of the dialog's list as the arrow keys reach it: its label is what is announced. */
export type SearchOption =
  { kind: 'recent'; text: string; label: string } | { kind: 'result'; url: string; label: string };

/** The list's entries: the recent searches while the box is empty, else every result in order. */
export function dialogOptions(
  recent: readonly string[] | null,
  groups: readonly SearchGroup[],
  s: SearchStrings,
): SearchOption[] {
  return recent
    ? recent.map((text) => ({ kind: 'recent', text, label: s('searchAgain', { query: text }) }))
    : flattenGroups(groups).map(({ item, group }) => ({
        kind: 'result',
        url: item.url,
        label: s('activeResult', { title: item.title, page: group.title }),
      }));
}
