import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Ana', role: 'Designer' },
  { id: 2, name: 'Bo', role: 'Engineer' },
  { id: 3, name: 'Chidi', role: 'Analyst' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 140 },
];

export default function EventLogGrid() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);
  const append = React.useCallback((line: string) => setLog((previous) => [line, ...previous].slice(0, 5)), []);

  // 1. A convenience prop.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    append(`rowClick: row ${params.id} (${params.row.name})`);
  };

  // 2. An event without a prop, subscribed through the API; the returned function unsubscribes.
  React.useEffect(() => {
    return apiRef.current?.subscribeEvent('columnHeaderEnter', (params) => {
      append(`columnHeaderEnter: "${params.field}"`);
    });
  }, [apiRef, append]);

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 240, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} onRowClick={handleRowClick} hideFooter />
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 3, minHeight: 110, fontFamily: 'monospace', fontSize: 13 }}>
        {log.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary">
            Click a row or hover a header.
          </Typography>
        ) : (
          log.map((line, index) => <li key={`${index}-${line}`}>{line}</li>)
        )}
      </Box>
    </Stack>
  );
}
