import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  station: ['Harbor', 'Airport', 'Old town', 'University', 'Stadium'][index % 5],
  pm25: 6 + ((index * 7) % 30),
  no2: 12 + ((index * 11) % 40),
  hours: 18 + ((index * 5) % 7),
}));

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 120 },
  { field: 'pm25', headerName: 'Fine particles PM2.5 (µg/m³)', type: 'number', width: 130 },
  { field: 'no2', headerName: 'Nitrogen dioxide NO₂ (µg/m³)', type: 'number', width: 130 },
  { field: 'hours', headerName: 'Hours with valid readings', type: 'number', width: 130 },
];

export default function HeaderHeightGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Low rows for many readings, a tall header for long titles with units.
        rowHeight={36}
        columnHeaderHeight={76}
        hideFooter
        sx={{
          // Header titles are cut to one line by default; let them wrap in the taller header.
          [`& .${gridClasses.columnHeaderTitle}`]: { whiteSpace: 'normal', lineHeight: 1.3 },
        }}
      />
    </Box>
  );
}
