import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  item: string;
  quantity: number;
  status: 'Draft' | 'Ordered' | 'Received';
}

const rows: OrderLine[] = [
  { id: 1, item: 'Printer paper (box)', quantity: 4, status: 'Received' },
  { id: 2, item: 'Whiteboard markers', quantity: 12, status: 'Ordered' },
  { id: 3, item: 'Desk lamp', quantity: 2, status: 'Draft' },
  { id: 4, item: 'Ergonomic mouse', quantity: 3, status: 'Received' },
  { id: 5, item: 'Sticky notes', quantity: 20, status: 'Draft' },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'item', headerName: 'Item', flex: 1, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    editable: true,
    type: 'singleSelect',
    valueOptions: ['Draft', 'Ordered', 'Received'],
  },
];

// Received lines are history: nothing in them can change.
// Ordered lines can only move on to another status.
const isCellEditable = (params: GridCellParams<OrderLine>) => {
  if (params.row.status === 'Received') {
    return false;
  }
  if (params.row.status === 'Ordered') {
    return params.field === 'status';
  }
  return true;
};

export default function LockedRowsGrid() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .line--locked': { color: 'text.disabled' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        getRowClassName={(params) => (params.row.status === 'Received' ? 'line--locked' : '')}
      />
    </Box>
  );
}
