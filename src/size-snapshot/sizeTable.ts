import type { ComponentSize } from './types';

export type SizeColumn = 'name' | 'packageName' | 'minified' | 'gzip';

export interface SizeTableState {
  /** Part of the name, any case; empty shows every row. */
  query: string;
  /** A package's name, or '' for every package. */
  packageName: string;
  sortBy: SizeColumn;
  descending: boolean;
}

/** The table as the page opens: the heaviest first. */
export const INITIAL_SIZE_TABLE: SizeTableState = { query: '', packageName: '', sortBy: 'gzip', descending: true };

/** The rows the table shows for `state`: filtered by name and package, then sorted (by name on ties). */
export function sizeTableRows(sizes: readonly ComponentSize[], state: SizeTableState): ComponentSize[] {
  const query = state.query.trim().toLowerCase();
  const direction = state.descending ? -1 : 1;
  return sizes
    .filter(
      (size) =>
        (!query || size.name.toLowerCase().includes(query)) &&
        (!state.packageName || size.packageName === state.packageName),
    )
    .sort((a, b) => {
      const first = a[state.sortBy];
      const second = b[state.sortBy];
      const order =
        typeof first === 'number' && typeof second === 'number'
          ? first - second
          : String(first).localeCompare(String(second));
      return order * direction || a.name.localeCompare(b.name);
    });
}

/** A click on a column's header: sorts by it, or turns its order around when it already sorts. */
export function sortedBy(state: SizeTableState, column: SizeColumn): SizeTableState {
  if (state.sortBy === column) return { ...state, descending: !state.descending };
  // Sizes read best heaviest first, names from A.
  return { ...state, sortBy: column, descending: column === 'minified' || column === 'gzip' };
}

/** `131072` → `128.0 KiB`; under a KiB, bytes. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`;
}

/** The anchor of an export's row on the /size-snapshot/ page. */
export const sizeRowId = (size: Pick<ComponentSize, 'name' | 'packageName'>) =>
  `size-${size.packageName.replace(/^@mui\//, '')}-${size.name}`;
