// Which entry of the API reference an assistant asks for: a name as exported (`DataGrid`), the
// same name written loosely (`data grid`, `datagrid`), or the URL of its page.
import { findApiEntry } from '../api-docs/findApiEntry';
import { entryNamed } from '../api-docs/entryNamed';
import type { ApiIndexEntry, ApiProduct } from '../api-docs/types';
import { editDistance } from '../search/searchDictionary';
import { normalizeName } from '../search/searchText';
import { pagePathOf } from './addresses';
import { ToolInputError } from './toolArguments';

/** Names offered when none matches. */
const SUGGESTIONS = 5;

/** The entry `name` asks for, the one of `product` when two products export that name; fails naming the nearest names. */
export function lookUpApiEntry(entries: readonly ApiIndexEntry[], name: string, product?: ApiProduct): ApiIndexEntry {
  const trimmed = name.trim();
  if (!trimmed)
    throw new ToolInputError('The name is empty: give a component or interface, such as DataGrid or GridColDef.');
  if (trimmed.includes('/')) {
    const path = pagePathOf(trimmed);
    try {
      return findApiEntry(entries, path.replace(/\/$/, ''));
    } catch {
      throw new ToolInputError(
        `${path} is not an API page of these docs; they are /x/api/<product>/<name>/, such as /x/api/data-grid/data-grid/.`,
      );
    }
  }
  const exact = entryNamed(entries, trimmed, product);
  if (exact) return exact;
  const wanted = normalizeName(trimmed);
  const loose = entries.filter((entry) => normalizeName(entry.name) === wanted);
  const found = loose.find((entry) => entry.product === product) ?? loose[0];
  if (found) return found;
  const nearest = [...new Set(entries.map((entry) => entry.name))]
    .map((candidate) => ({ candidate, distance: editDistance(wanted, normalizeName(candidate), 3) }))
    .filter(({ distance }) => distance <= 3)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, SUGGESTIONS)
    .map(({ candidate }) => candidate);
  throw new ToolInputError(
    `The API reference has no component or interface named ${JSON.stringify(trimmed.slice(0, 80))}.${
      nearest.length ? ` Nearest names: ${nearest.join(', ')}.` : ''
    } search_docs finds a prop or a hook by name.`,
  );
}
