import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  guest: string;
  room: string;
  nights: number;
  rate: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'Ana Souza', room: '101', nights: 2, rate: 140 },
  { id: 2, guest: 'Kenji Mori', room: '204', nights: 5, rate: 115 },
  { id: 3, guest: 'Leila Haddad', room: '305', nights: 1, rate: 210 },
  { id: 4, guest: 'Tom Berg', room: '102', nights: 3, rate: 140 },
  { id: 5, guest: 'Priya Nair', room: '410', nights: 4, rate: 180 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140, editable: true },
  { field: 'room', headerName: 'Room', width: 90, editable: true },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100, editable: true },
  { field: 'rate', headerName: 'Rate', type: 'number', width: 100, editable: true },
];

export default function PremiumToolbarGrid() {
  const [history, setHistory] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={history} onChange={(event) => setHistory(event.target.checked)} />}
        label="Undo and redo (historyStackSize 30 or 0)"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          label="Bookings"
          // 0 turns the undo/redo feature off, and the toolbar drops its two buttons.
          historyStackSize={history ? 30 : 0}
          slotProps={{
            toolbar: {
              excelOptions: { fileName: 'bookings' },
              csvOptions: { fileName: 'bookings' },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
