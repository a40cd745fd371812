import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const rows = [
  { id: 1, code: 'PRJ-1', locked: 'Fixed budget', notes: 'Edit me with Enter' },
  { id: 2, code: 'PRJ-2', locked: 'Fixed budget', notes: 'Or double-click' },
];

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 100 },
  { field: 'locked', headerName: 'Locked (no Enter)', width: 170, editable: true },
  { field: 'notes', headerName: 'Notes', flex: 1, editable: true },
];

// Enter on the "locked" column does nothing; double-click still edits it.
const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
  if (params.field === 'locked' && event.key === 'Enter' && params.cellMode === 'view') {
    event.defaultMuiPrevented = true;
  }
};

export default function PreventDefaultGrid() {
  return (
    <Box sx={{ height: 200, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} onCellKeyDown={handleCellKeyDown} hideFooter />
    </Box>
  );
}
