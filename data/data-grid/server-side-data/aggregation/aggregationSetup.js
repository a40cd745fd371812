/**
 * The functions the server can compute. With a data source the grid has none by default: each
 * entry only describes a function (its label and the column types it fits); the server runs it.
 */
export const serverFunctions = {
  sum: { label: 'Sum', columnTypes: ['number'] },
  avg: { label: 'Average', columnTypes: ['number'] },
  min: { label: 'Min', columnTypes: ['number'] },
  max: { label: 'Max', columnTypes: ['number'] },
  size: { label: 'Count' },
};

export const orderColumns = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130 },
];
