import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, service: 'billing', releasedOn: '2025-03-04', startedAt: '2025-03-04T08:15:00Z' },
  { id: 2, service: 'search', releasedOn: '2025-02-27', startedAt: '2025-02-27T16:40:00Z' },
  { id: 3, service: 'auth', releasedOn: '2025-03-11', startedAt: '2025-03-11T06:05:00Z' },
  { id: 4, service: 'reports', releasedOn: '2025-01-30', startedAt: '2025-01-30T21:55:00Z' },
];

// A plain date string has no time zone; building the date from its parts keeps the same day everywhere.
function parseDay(value) {
  if (!value) {
    return null;
  }
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

// A fixed locale and time zone keep the server and browser renders identical.
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

const columns = [
  { field: 'service', headerName: 'Service', width: 130 },
  {
    field: 'releasedOn',
    headerName: 'Released on',
    type: 'date',
    width: 140,
    valueGetter: (value) => parseDay(value),
  },
  {
    field: 'startedAt',
    headerName: 'Started at (UTC)',
    type: 'dateTime',
    width: 200,
    valueGetter: (value) => (value ? new Date(value) : null),
    valueFormatter: (value) => (value ? timeFormat.format(value) : ''),
  },
];

export default function DateStringsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'startedAt', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
