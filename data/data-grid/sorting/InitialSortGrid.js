import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', club: 'Riverside AC', finishMinutes: 41.2, raceDate: new Date(2025, 3, 6) },
  { id: 2, name: 'Jonas Berg', club: 'Hill Harriers', finishMinutes: 38.9, raceDate: new Date(2025, 3, 6) },
  { id: 3, name: 'Lucía Ferreira', club: 'Riverside AC', finishMinutes: 44.7, raceDate: new Date(2025, 2, 23) },
  { id: 4, name: 'Kenji Watanabe', club: 'Coastal Striders', finishMinutes: 39.5, raceDate: new Date(2025, 2, 23) },
  { id: 5, name: 'Priya Raman', club: 'Hill Harriers', finishMinutes: 42.1, raceDate: new Date(2025, 3, 13) },
  { id: 6, name: 'Tom Adeyemi', club: 'Coastal Striders', finishMinutes: 40.3, raceDate: new Date(2025, 3, 13) },
];

const columns = [
  { field: 'name', headerName: 'Runner', flex: 1, minWidth: 150 },
  { field: 'club', headerName: 'Club', width: 160 },
  { field: 'finishMinutes', headerName: 'Time (min)', type: 'number', width: 120 },
  { field: 'raceDate', headerName: 'Race date', type: 'date', width: 130 },
];

// Fastest runners first. The community DataGrid accepts one sort item at a time.
const initialState = {
  sorting: {
    sortModel: [{ field: 'finishMinutes', sort: 'asc' }],
  },
};

export default function InitialSortGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} initialState={initialState} hideFooter />
    </Box>
  );
}
