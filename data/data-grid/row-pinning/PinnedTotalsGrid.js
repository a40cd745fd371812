import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  { id: 'travel', category: 'Travel', amount: 1830 },
  { id: 'software', category: 'Software', amount: 640 },
  { id: 'hardware', category: 'Hardware', amount: 2210 },
  { id: 'training', category: 'Training', amount: 900 },
  { id: 'events', category: 'Events', amount: 1250 },
  { id: 'office', category: 'Office supplies', amount: 310 },
  { id: 'meals', category: 'Meals', amount: 480 },
];

const pinnedRows = {
  top: [{ id: 'budget', category: 'Budget', amount: 8000 }],
  bottom: [{ id: 'total', category: 'Total spent', amount: rows.reduce((sum, row) => sum + row.amount, 0) }],
};

const columns = [
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
