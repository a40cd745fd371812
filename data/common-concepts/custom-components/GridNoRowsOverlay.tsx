import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  destination: string;
  parcels: number;
}

const SHIPMENTS: Shipment[] = [
  { id: 1, destination: 'Rotterdam', parcels: 12 },
  { id: 2, destination: 'Gdańsk', parcels: 4 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 110 },
];

// Replaces the grid's default "No rows" overlay.
function NoShipmentsOverlay() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}>
      <Typography variant="subtitle2">No shipments today</Typography>
      <Typography variant="body2" color="text.secondary">
        New shipments appear here as soon as they are booked.
      </Typography>
    </Stack>
  );
}

const SLOTS = { noRowsOverlay: NoShipmentsOverlay };

export default function GridNoRowsOverlay() {
  const [rows, setRows] = React.useState<Shipment[]>([]);
  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" onClick={() => setRows(rows.length ? [] : SHIPMENTS)} sx={{ mb: 1 }}>
        {rows.length ? 'Clear shipments' : 'Load shipments'}
      </Button>
      <Box sx={{ height: 260 }}>
        <DataGrid rows={rows} columns={columns} slots={SLOTS} hideFooter />
      </Box>
    </Box>
  );
}
