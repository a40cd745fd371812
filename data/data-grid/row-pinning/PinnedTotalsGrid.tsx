import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Expense {
  id: string;
  category: string;
  amount: number;
}

const rows: Expense[] = [
  { id: 'travel', category: 'Travel', amount: 1830 },
  { id: 'software', category: 'Software', amount: 640 },
  { id: 'hardware', category: 'Hardware', amount: 2210 },
  { id: 'training', category: 'Training', amount: 900 },
  { id: 'events', category: 'Events', amount: 1250 },
  { id: 'office', category: 'Office supplies', amount: 310 },
  { id: 'meals', category: 'Meals', amount: 480 },
];

const pinnedRows: GridPinnedRowsProp<Expense> = {
  top: [{ id: 'budget', category: 'Budget', amount: 8000 }],
  bottom: [{ id: 'total', category: 'Total spent', amount: rows.reduce((sum, row) => sum + row.amount, 0) }],
};

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

export default function PinnedTotalsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
