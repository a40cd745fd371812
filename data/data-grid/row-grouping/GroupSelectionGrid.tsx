import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridRowSelectionModel } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

export default function GroupSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  // The model also holds group row IDs; count only the tickets, whichever form the model takes.
  const selectedTickets = tickets.filter((ticket) =>
    selection.type === 'include' ? selection.ids.has(ticket.id) : !selection.ids.has(ticket.id),
  );
  const hours = selectedTickets.reduce((total, ticket) => total + ticket.hours, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {selectedTickets.length} tickets selected ({hours} hours)
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={tickets}
          columns={ticketColumns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ rowGrouping: { model: ['team'] } }}
        />
      </Box>
    </Stack>
  );
}
