import type { ApiCssClass, ApiIndexEntry, ApiMember, ApiSlot } from './types';

// A Pro or Premium component repeats most of the plan below it: DataGridPremium lists every prop
// of DataGridPro, which lists every prop of DataGrid. Search finds each repeated row once, on the
// page of the plan that introduces it, so `sortModel` leads to DataGrid's row and not to three
// copies (each copy would also be a large page fragment downloaded with the results).

const PLAN_SUFFIXES: Array<[RegExp, string[]]> = [
  [/Premium$/, ['Pro', '']],
  [/Pro$/, ['']],
];

/** The entry of the plan below (`DataGridPremium` → `DataGridPro`, `LineChartPro` → `LineChart`), if the product has it. */
export function searchBaseEntry(
  entries: readonly ApiIndexEntry[],
  entry: Pick<ApiIndexEntry, 'name' | 'product'>,
): ApiIndexEntry | null {
  for (const [suffix, replacements] of PLAN_SUFFIXES) {
    if (!suffix.test(entry.name)) continue;
    for (const replacement of replacements) {
      const name = entry.name.replace(suffix, replacement);
      const base = entries.find((e) => e.product === entry.product && e.name === name);
      if (base) return base;
    }
  }
  return null;
}

type ApiRow = ApiMember | ApiSlot | ApiCssClass;

const rowKey = (row: ApiRow) => JSON.stringify(row);

/**
 * Which rows of an entry repeat, unchanged, a row of its base entry: those are left out of the
 * search index. A row whose type, default or description differs stays in.
 */
export function repeatedRows<Row extends ApiRow>(rows: readonly Row[], baseRows: readonly Row[]): Set<Row> {
  const baseKeys = new Set(baseRows.map(rowKey));
  return new Set(rows.filter((row) => baseKeys.has(rowKey(row))));
}
