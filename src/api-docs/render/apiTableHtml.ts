import { escapeHtml } from '../../ui/escapeHtml';

/** A column of a reference table: its header and its share of the table's width. */
export interface ApiTableColumn {
  header: string;
  /** Percent of the table's width. */
  width: number;
}

/**
 * A table of the API reference. Its column widths are set (`<colgroup>`, with `table-layout: fixed`
 * in `ApiPageView`): sized from their cells, one long name squeezed the type column to a letter's
 * width, and the browser measured every cell of a few hundred rows before it could draw the page.
 * `--api-rows` lets the styles size a table the browser has not laid out yet.
 */
export function apiTableHtml(columns: ApiTableColumn[], rows: string[]): string {
  const widths = columns.map((column) => `<col style="width:${column.width}%">`).join('');
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column.header)}</th>`).join('');
  return (
    `<div class="table-wrapper api-table" tabindex="0" style="--api-rows:${rows.length}">` +
    `<table><colgroup>${widths}</colgroup><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>\n`
  );
}
