import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, day: 'Monday', room: 'Hall A', time: '09:00', talk: 'Opening keynote' },
  { id: 2, day: 'Monday', room: 'Hall A', time: '10:30', talk: 'Typed React forms' },
  { id: 3, day: 'Monday', room: 'Hall B', time: '10:30', talk: 'CSS layers in practice' },
  { id: 4, day: 'Tuesday', room: 'Hall A', time: '09:00', talk: 'Testing data grids' },
  { id: 5, day: 'Tuesday', room: 'Hall B', time: '09:00', talk: 'Accessible charts' },
];

const columns = [
  { field: 'day', headerName: 'Day', width: 110 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 180 },
];

export default function ConferenceScheduleGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowSpanning hideFooter showCellVerticalBorder />
    </Box>
  );
}
