import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  customer: string;
  amount: number;
  daysLate: number;
}

const rows: Invoice[] = [
  { id: 1, customer: 'Acorn Bakery', amount: 420, daysLate: 0 },
  { id: 2, customer: 'Brightside Dental', amount: 1280, daysLate: 12 },
  { id: 3, customer: 'Copperline', amount: 310, daysLate: 45 },
  { id: 4, customer: 'Driftwood Inn', amount: 990, daysLate: 3 },
  { id: 5, customer: 'Evergreen Farms', amount: 2150, daysLate: 61 },
  { id: 6, customer: 'Fable Books', amount: 180, daysLate: 0 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  {
    field: 'daysLate',
    headerName: 'Days late',
    type: 'number',
    width: 110,
    cellClassName: (params: GridCellParams<Invoice, number>) => ((params.value ?? 0) > 30 ? 'very-late' : ''),
  },
];

export default function ConditionalStylesGrid() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .odd': { bgcolor: 'action.hover' },
        '& .very-late': { color: 'error.main', fontWeight: 600 },
        '& .big-amount': { bgcolor: 'warning.light' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 1 ? 'odd' : '')}
        getCellClassName={(params) => (params.field === 'amount' && Number(params.value) > 1000 ? 'big-amount' : '')}
      />
    </Box>
  );
}
