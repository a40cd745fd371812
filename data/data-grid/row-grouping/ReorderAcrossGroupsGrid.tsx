import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  {
    field: 'team',
    headerName: 'Team',
    width: 110,
    // Dropping a row into another team's group writes that team into the row.
    groupingValueSetter: (value, row) => ({ ...row, team: value as Ticket['team'] }),
  },
];

export default function ReorderAcrossGroupsGrid() {
  const [message, setMessage] = React.useState('Drag a ticket by its handle into another team.');

  const processRowUpdate = (newRow: Ticket, oldRow: Ticket) => {
    if (newRow.team !== oldRow.team) {
      setMessage(`${newRow.title} moved from ${oldRow.team} to ${newRow.team}.`);
    }
    return newRow;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={tickets.slice(0, 16)}
          columns={columns}
          rowReordering
          processRowUpdate={processRowUpdate}
          defaultGroupingExpansionDepth={-1}
          initialState={{ rowGrouping: { model: ['team'] } }}
        />
      </Box>
    </Stack>
  );
}
