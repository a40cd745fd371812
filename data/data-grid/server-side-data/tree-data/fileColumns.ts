import type { GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
import type { FileRow } from '../../shared/fakeServer';

/** Columns shared by the tree data demos (the grouping column with the names is added by the grid). */
export const fileColumns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Kind', width: 90 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110 },
];

/** How the grid reads the tree from the server's rows. */
export const treeAccessors: Pick<GridDataSource, 'getGroupKey' | 'getChildrenCount'> = {
  // The path segment of the row: the grid joins these into the groupKeys of child requests.
  getGroupKey: (row) => row.name,
  // How many children the server holds for this row (0 hides the expand button).
  getChildrenCount: (row) => row.childrenCount,
};
