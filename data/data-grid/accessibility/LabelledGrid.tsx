import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, invoice: 'INV-3001', customer: 'Willow Florist', amount: 240 },
  { id: 2, invoice: 'INV-3002', customer: 'Kestrel Cycles', amount: 1180 },
  { id: 3, invoice: 'INV-3003', customer: 'Pinecone Toys', amount: 365 },
];

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

// The visible heading names the grid for screen readers through aria-labelledby.
export default function LabelledGrid() {
  return (
    <Box component="section">
      <Typography id="open-invoices-title" variant="h6" component="h2" gutterBottom>
        Open invoices
      </Typography>
      <Box sx={{ height: 260, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} aria-labelledby="open-invoices-title" hideFooter />
      </Box>
    </Box>
  );
}
