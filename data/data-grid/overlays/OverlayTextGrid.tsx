import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  room: string;
}

const bookings: Booking[] = [
  { id: 1, guest: 'Ines Duarte', room: '204' },
  { id: 2, guest: 'Tomas Berg', room: '310' },
  { id: 3, guest: 'Yuki Mori', room: '118' },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1 },
  { field: 'room', headerName: 'Room', width: 100 },
];

const noMatch: GridFilterModel = { items: [{ field: 'guest', operator: 'contains', value: 'zz' }] };

export default function OverlayTextGrid() {
  const [rows, setRows] = React.useState<Booking[]>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setRows([])}>
          No bookings
        </Button>
        <Button size="small" variant="outlined" onClick={() => setRows(bookings)}>
          Load bookings
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setRows(bookings);
            setFilterModel(noMatch);
          }}
        >
          Filter that matches nothing
        </Button>
        <Button size="small" onClick={() => setFilterModel({ items: [] })}>
          Clear filter
        </Button>
      </Stack>
      <Box sx={{ height: 260, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          localeText={{
            noRowsLabel: 'No bookings for tonight yet',
            noResultsOverlayLabel: 'No guest matches this filter',
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
