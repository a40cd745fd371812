import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: string;
  time: string;
  mon: string;
  tue: string;
  wed: string;
  thu: string;
  fri: string;
}

const rows: Slot[] = [
  { id: '9', time: '09:00', mon: 'Stand-up', tue: 'Stand-up', wed: 'Stand-up', thu: 'Stand-up', fri: 'Stand-up' },
  { id: '10', time: '10:00', mon: 'Design review', tue: 'Focus time', wed: 'Focus time', thu: 'Planning', fri: 'Demo' },
  { id: '12', time: '12:00', mon: 'Lunch', tue: 'Lunch', wed: 'Lunch', thu: 'Lunch', fri: 'Lunch' },
  { id: '14', time: '14:00', mon: 'Pairing', tue: 'Hiring panel', wed: 'Hiring panel', thu: 'Pairing', fri: 'Retro' },
];

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

// A day spans forward over the following days that hold the same event.
const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  ...days.map((day, dayIndex): GridColDef<Slot> => ({
    field: day,
    headerName: day.toUpperCase(),
    width: 120,
    sortable: false,
    colSpan: (value, row) => {
      let span = 1;
      while (dayIndex + span < days.length && row[days[dayIndex + span]] === value) {
        span += 1;
      }
      return span;
    },
  })),
];

export default function ScheduleSpanGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter showCellVerticalBorder />
    </Box>
  );
}
