import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Porto', population: 232000 },
  { id: 2, city: 'Ghent', population: 265000 },
  { id: 3, city: 'Malmö', population: 357000 },
];

const columns = [
  { field: 'city', headerName: 'City', flex: 1, editable: true },
  { field: 'population', headerName: 'Population', type: 'number', width: 150, editable: true },
];

export default function EditEventsLogGrid() {
  const [log, setLog] = React.useState([]);
  const push = (line) => setLog((previous) => [line, ...previous].slice(0, 5));

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 220, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onCellEditStart={(params) => push(`start ${params.field} #${params.id} (${params.reason})`)}
          onCellEditStop={(params) => push(`stop ${params.field} #${params.id} (${params.reason})`)}
        />
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 3, minHeight: 100, fontFamily: 'monospace', fontSize: 13 }}>
        {log.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary">
            Edit a cell to see events here.
          </Typography>
        ) : (
          log.map((line, index) => <li key={`${index}-${line}`}>{line}</li>)
        )}
      </Box>
    </Stack>
  );
}
