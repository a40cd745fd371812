import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

// Inside the grid, useGridApiContext + useGridSelector re-render only when the value changes.
function StatusFooter() {
  const apiRef = useGridApiContext();
  const visibleRows = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sort = sortModel[0];

  return (
    <GridFooterContainer sx={{ px: 2, gap: 2, justifyContent: 'flex-start' }}>
      <span>{visibleRows} row(s) match</span>
      <span>Sorted by: {sort ? `${sort.field} (${sort.sort})` : 'nothing'}</span>
    </GridFooterContainer>
  );
}

const rows = [
  { id: 1, river: 'Danube', lengthKm: 2850 },
  { id: 2, river: 'Loire', lengthKm: 1006 },
  { id: 3, river: 'Rhine', lengthKm: 1233 },
  { id: 4, river: 'Tagus', lengthKm: 1007 },
  { id: 5, river: 'Volga', lengthKm: 3531 },
];

const columns: GridColDef[] = [
  { field: 'river', headerName: 'River', flex: 1 },
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 140 },
];

export default function SelectorFooterGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ footer: StatusFooter }} />
    </Box>
  );
}
