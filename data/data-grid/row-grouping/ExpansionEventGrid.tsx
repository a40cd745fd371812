import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridEventListener } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

export default function ExpansionEventGrid() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  React.useEffect(() => {
    const handleExpansion: GridEventListener<'rowExpansionChange'> = (node) => {
      const verb = node.childrenExpanded ? 'Opened' : 'Closed';
      const entry = `${verb} ${String(node.groupingKey)} (${node.children.length} rows)`;
      setLog((previous) => [entry, ...previous].slice(0, 4));
    };
    // The grid has mounted by the time this effect runs; subscribeEvent returns the cleanup.
    return apiRef.current?.subscribeEvent('rowExpansionChange', handleExpansion);
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={tickets}
          columns={ticketColumns}
          initialState={{ rowGrouping: { model: ['status'] } }}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {log.length === 0 ? 'Open or close a group to see the event.' : log.join(' · ')}
      </Typography>
    </Stack>
  );
}
