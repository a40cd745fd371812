import Box from '@mui/material/Box';
import { DataGrid, GridCellEditStopReasons, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const rows = [
  { id: 1, note: 'Double-click, then click outside the cell' },
  { id: 2, note: 'Only Enter, Tab or Escape leave edit mode' },
];

const columns: GridColDef[] = [{ field: 'note', headerName: 'Note', editable: true, flex: 1 }];

const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
  if (params.reason === GridCellEditStopReasons.cellFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function StickyEditingGrid() {
  return (
    <Box sx={{ height: 200, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} onCellEditStop={handleCellEditStop} hideFooter />
    </Box>
  );
}
