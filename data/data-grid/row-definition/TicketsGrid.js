import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// The `id` field is a string here: any unique string or number works.
const rows = [
  { id: 'T-1042', subject: 'Login fails on Safari', priority: 'high', openedAt: new Date(2025, 4, 2) },
  { id: 'T-1043', subject: 'Typo on pricing page', priority: 'low', openedAt: new Date(2025, 4, 3) },
  { id: 'T-1047', subject: 'Export button hidden on mobile', priority: 'normal', openedAt: new Date(2025, 4, 5) },
  { id: 'T-1051', subject: 'Slow search on large accounts', priority: 'high', openedAt: new Date(2025, 4, 7) },
];

const columns = [
  { field: 'id', headerName: 'Ticket', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['low', 'normal', 'high'],
    width: 110,
  },
  { field: 'openedAt', headerName: 'Opened', type: 'date', width: 120 },
];

export default function TicketsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
