// Words readers type for a guide that its text uses little or not at all, added to the page as
// Pagefind metadata at indexing time (withSearchKeywords). A word here must name what the page
// is about: a reader looking for "hide column" wants the column visibility guide, not the props
// that mention hiding in passing. API names stay out (a prop is found on its API page, see
// titleMatchesFirst), but for the API object, whose readers know it as `apiRef`.

/** Keywords by canonical path (no language prefix, no trailing slash). */
export const GUIDE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  '/x/react-data-grid/column-visibility': ['hide column', 'hidden columns', 'show columns'],
  '/x/react-data-grid/column-definition': ['cell renderer', 'custom cell', 'format values'],
  '/x/react-data-grid/api-object': ['apiRef', 'useGridApiRef', 'useGridApiContext'],
  '/x/react-data-grid/row-grouping': ['group rows', 'grouping'],
  '/x/react-data-grid/pagination': ['paging', 'page size'],
  '/x/react-data-grid/clipboard': ['copy', 'paste', 'clipboard'],
  '/x/react-data-grid/export': ['export csv', 'csv', 'excel', 'print'],
  '/x/react-data-grid/state': ['save state', 'restore state'],
  '/x/react-data-grid/master-detail': ['detail panel', 'expandable rows'],
  '/x/react-data-grid/virtualization': ['performance', 'large data sets'],
  '/x/react-data-grid/editing/persistence': ['save edits'],
  '/x/react-data-grid/server-side-data/lazy-loading': ['infinite scroll'],
  '/x/react-data-grid/overlays': ['empty state', 'no rows', 'loading'],
  '/x/react-date-pickers/adapters-locale': ['date format', 'locale', 'dayjs', 'date-fns'],
  '/x/react-date-pickers/validation': ['min date', 'max date', 'disable dates', 'weekends'],
  '/x/react-tree-view/rich-tree-view/ordering': ['drag and drop', 'reorder items'],
  '/x/react-tree-view/rich-tree-view/expansion': ['expand all', 'collapse all'],
  '/x/react-charts/stacking': ['stacked bars', 'stacked areas'],
  '/x/react-charts/zoom-and-pan': ['zoom chart'],
  '/x/introduction/licensing': ['license key'],
};

/** The keywords of the page at `canonicalPath` (with or without its trailing slash). */
export function guideKeywords(canonicalPath: string): readonly string[] {
  return GUIDE_KEYWORDS[canonicalPath.replace(/\/$/, '')] ?? [];
}
