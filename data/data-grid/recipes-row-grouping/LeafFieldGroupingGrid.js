import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, name: 'Amara Diop', department: 'Finance', title: 'Controller' },
  { id: 2, name: 'Bastian Kraus', department: 'Finance', title: 'Accountant' },
  { id: 3, name: 'Chiara Rossi', department: 'Legal', title: 'Counsel' },
  { id: 4, name: 'Dong-hyun Kim', department: 'Engineering', title: 'Engineer' },
  { id: 5, name: 'Eva Novak', department: 'Engineering', title: 'Tech lead' },
  { id: 6, name: 'Femi Ade', department: 'Engineering', title: 'Engineer' },
];

const columns = [
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'title', headerName: 'Title', flex: 1 },
];

// Leaf rows show the person's name in the grouping column instead of an empty cell.
export default function LeafFieldGroupingGrid() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['department'] }, columns: { columnVisibilityModel: { name: false } } },
  });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ headerName: 'Department / person', leafField: 'name', width: 240 }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
