import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';

// Only these keys change; every other string keeps its default English text.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'No orders yet',
  toolbarQuickFilterPlaceholder: 'Search orders…',
  footerRowSelected: (count) => (count === 1 ? '1 order selected' : `${count.toLocaleString()} orders selected`),
};

const rows = [
  { id: 1, order: 'SO-5521', customer: 'Harbor Books' },
  { id: 2, order: 'SO-5522', customer: 'Nimbus Cafe' },
  { id: 3, order: 'SO-5523', customer: 'Quarry Tools' },
];

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
];

export default function CustomWordingGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} localeText={localeText} showToolbar checkboxSelection />
    </Box>
  );
}
