import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, invoice: 'INV-201', client: 'Kite & Co', amount: 1200 },
  { id: 2, invoice: 'INV-202', client: 'Lumen Ltd', amount: 450 },
  { id: 3, invoice: 'INV-203', client: 'Mosaic SA', amount: 3100 },
];

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 140 },
];

// The grid hides the menu button (width 0, hidden) until the header is hovered or focused;
// these rules show it at all times.
const alwaysVisibleMenuButton = {
  [`& .${gridClasses.columnHeader} .${gridClasses.menuIcon}`]: { visibility: 'visible', width: 'auto' },
};

export default function VisibleMenuButtonGrid() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter sx={alwaysVisibleMenuButton} />
    </Box>
  );
}
