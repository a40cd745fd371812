import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, site: 'Lagos', onTime: 96.2, complaints: 3, avgResolution: 4.1 },
  { id: 2, site: 'Monterrey', onTime: 91.8, complaints: 7, avgResolution: 6.5 },
  { id: 3, site: 'Rotterdam', onTime: 98.4, complaints: 1, avgResolution: 2.9 },
];

// Long, precise labels that would be cut off at these widths on one line.
const columns: GridColDef[] = [
  { field: 'site', headerName: 'Distribution site', width: 130 },
  { field: 'onTime', headerName: 'Deliveries on time this quarter (%)', type: 'number', width: 140 },
  { field: 'complaints', headerName: 'Customer complaints opened', type: 'number', width: 130 },
  { field: 'avgResolution', headerName: 'Average resolution time (hours)', type: 'number', width: 140 },
];

export default function WrappedHeadersGrid() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        // Let the title break into lines; the header row is made tall enough for three.
        [`& .${gridClasses.columnHeaderTitle}`]: {
          whiteSpace: 'normal',
          lineHeight: 1.3,
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={76} hideFooter />
    </Box>
  );
}
