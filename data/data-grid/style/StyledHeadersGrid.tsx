import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Ada', team: 'Compilers', score: 91 },
  { id: 2, name: 'Grace', team: 'Languages', score: 88 },
  { id: 3, name: 'Edsger', team: 'Algorithms', score: 95 },
  { id: 4, name: 'Barbara', team: 'Systems', score: 84 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'team', headerName: 'Team', flex: 1 },
  { field: 'score', headerName: 'Score', type: 'number', width: 100 },
];

export default function StyledHeadersGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        sx={{
          border: 0,
          [`& .${gridClasses.columnHeader}`]: { bgcolor: 'action.hover' },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          [`& .${gridClasses.cell}:focus-within`]: { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      />
    </Box>
  );
}
