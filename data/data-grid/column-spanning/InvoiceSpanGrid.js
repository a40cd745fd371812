import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, description: 'Consulting (hours)', quantity: 12, unitPrice: 95, total: 1140 },
  { id: 2, description: 'Travel expenses', quantity: 1, unitPrice: 260, total: 260 },
  { id: 3, description: 'Workshop materials', quantity: 8, unitPrice: 15, total: 120 },
  { id: 4, description: 'Subtotal', total: 1520, isSubtotal: true },
  { id: 5, description: 'VAT 20%', total: 304, isSubtotal: true },
  { id: 6, description: 'Total due', total: 1824, isSubtotal: true },
];

const columns = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 180,
    // Summary labels cover the description, quantity and unit price cells.
    colSpan: (_value, row) => (row.isSubtotal ? 3 : undefined),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function InvoiceSpanGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnSorting
        getRowClassName={(params) => (params.row.isSubtotal ? 'summary-row' : '')}
        sx={{ '& .summary-row': { fontWeight: 700 } }}
      />
    </Box>
  );
}
