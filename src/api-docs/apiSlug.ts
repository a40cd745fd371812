/** The page name of an export: `DataGridPro` → `data-grid-pro`, `GridColDef` → `grid-col-def`. */
export function apiSlug(exportName: string): string {
  return exportName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
