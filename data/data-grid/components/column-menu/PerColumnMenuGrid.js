import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu } from '@mui/x-data-grid';

const rows = [
  { id: 1, invoice: 'INV-201', client: 'Kite & Co', amount: 1200 },
  { id: 2, invoice: 'INV-202', client: 'Lumen Ltd', amount: 450 },
  { id: 3, invoice: 'INV-203', client: 'Mosaic SA', amount: 3100 },
];

const columns = [
  // No menu at all on this column.
  { field: 'invoice', headerName: 'Invoice', width: 130, disableColumnMenu: true },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 140 },
];

// Number columns lose the filter item; other columns keep the full menu,
// and the sort items move to the bottom everywhere.
function PerColumnMenu(props) {
  const isNumber = props.colDef.type === 'number';
  return (
    <GridColumnMenu
      {...props}
      slots={isNumber ? { columnMenuFilterItem: null } : undefined}
      slotProps={{ columnMenuSortItem: { displayOrder: 100 } }}
    />
  );
}

export default function PerColumnMenuGrid() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ columnMenu: PerColumnMenu }} hideFooter />
    </Box>
  );
}
