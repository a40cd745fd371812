import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  {
    field: 'status',
    headerName: 'Status (editable)',
    type: 'singleSelect',
    valueOptions: ['Open', 'In progress', 'Resolved'],
    editable: true,
    width: 160,
  },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
];

export default function EditMovesRowGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tickets.slice(0, 12)}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['status'] } }}
      />
    </Box>
  );
}
