import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Measurement {
  id: number;
  station: string;
  jan: number;
  feb: number;
  mar: number;
}

const rows: Measurement[] = [
  { id: 1, station: 'Tromsø', jan: -4.1, feb: -4.3, mar: -2.6 },
  { id: 2, station: 'Bergen', jan: 2.1, feb: 2.2, mar: 3.8 },
  { id: 3, station: 'Oslo', jan: -3.4, feb: -3.1, mar: 0.8 },
  { id: 4, station: 'Stavanger', jan: 2.5, feb: 2.4, mar: 4.0 },
];

const columns: GridColDef<Measurement>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 120 },
  { field: 'jan', headerName: 'Jan (°C)', type: 'number', width: 100 },
  { field: 'feb', headerName: 'Feb (°C)', type: 'number', width: 100 },
  { field: 'mar', headerName: 'Mar (°C)', type: 'number', width: 100 },
];

export default function BordersGrid() {
  const [cellBorders, setCellBorders] = React.useState(true);
  const [columnBorders, setColumnBorders] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={cellBorders} onChange={(event) => setCellBorders(event.target.checked)} />}
          label="showCellVerticalBorder"
        />
        <FormControlLabel
          control={<Switch checked={columnBorders} onChange={(event) => setColumnBorders(event.target.checked)} />}
          label="showColumnVerticalBorder"
        />
      </Stack>
      <Box sx={{ height: 290, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showCellVerticalBorder={cellBorders}
          showColumnVerticalBorder={columnBorders}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
