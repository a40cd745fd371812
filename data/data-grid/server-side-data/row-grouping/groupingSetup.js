/** Columns shared by the row grouping demos. */
export const orderColumns = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'rep', headerName: 'Sales rep', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
];

/** How the grid reads groups from the server's rows. */
export const groupAccessors = {
  // Group rows carry the shared value in `groupKey`; order rows have none, and the grid uses their id.
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount,
};
