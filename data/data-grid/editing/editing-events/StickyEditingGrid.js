import Box from '@mui/material/Box';
import { DataGrid, GridCellEditStopReasons } from '@mui/x-data-grid';

const rows = [
  { id: 1, note: 'Double-click, then click outside the cell' },
  { id: 2, note: 'Only Enter, Tab or Escape leave edit mode' },
];

const columns = [{ field: 'note', headerName: 'Note', editable: true, flex: 1 }];

const handleCellEditStop = (params, event) => {
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
