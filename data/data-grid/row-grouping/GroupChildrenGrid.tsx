import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridEventListener } from '@mui/x-data-grid-premium';
import { tickets, type Ticket } from './tickets';
import { ticketColumns } from './ticketColumns';

export default function GroupChildrenGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Click a group row to summarize its tickets.');

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const api = apiRef.current;
    const node = api?.getRowNode(params.id);
    if (!api || node?.type !== 'group') {
      return;
    }
    // The IDs of the leaf rows under the group, after filters and in the current sort order.
    const ids = api.getRowGroupChildren({ groupId: node.id, applyFiltering: true, applySorting: true });
    const rows = ids.map((id) => api.getRow<Ticket>(id)).filter((row): row is Ticket => row != null);
    const hours = rows.reduce((total, row) => total + row.hours, 0);
    const first = rows[0]?.title ?? 'none';
    setSummary(`${String(node.groupingKey)}: ${rows.length} tickets, ${hours} hours. First in order: ${first}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={tickets}
          columns={ticketColumns}
          showToolbar
          onRowClick={handleRowClick}
          initialState={{
            rowGrouping: { model: ['team'] },
            sorting: { sortModel: [{ field: 'hours', sort: 'desc' }] },
          }}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {summary}
      </Typography>
    </Stack>
  );
}
