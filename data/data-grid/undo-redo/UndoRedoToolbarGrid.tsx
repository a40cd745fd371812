import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, item: 'Standing desk', quantity: 2, unitPrice: 420 },
  { id: 2, item: 'Ergonomic chair', quantity: 4, unitPrice: 310 },
  { id: 3, item: 'Monitor 27"', quantity: 6, unitPrice: 260 },
  { id: 4, item: 'Desk lamp', quantity: 8, unitPrice: 45 },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  { field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 140, editable: true },
];

// Edit a few cells, then use the undo / redo buttons in the toolbar or Ctrl/Cmd + Z.
export default function UndoRedoToolbarGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
