import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

export default function GroupTotalsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        initialState={{
          rowGrouping: { model: ['team', 'priority'] },
          // Each group row shows the hours of its tickets; the footer shows the grand total.
          aggregation: { model: { hours: 'sum' } },
        }}
      />
    </Box>
  );
}
