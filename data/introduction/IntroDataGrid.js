import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'AF 1234', destination: 'Lisbon', passengers: 162, onTime: true },
  { id: 2, flight: 'LH 402', destination: 'Munich', passengers: 148, onTime: false },
  { id: 3, flight: 'IB 3170', destination: 'Madrid', passengers: 171, onTime: true },
  { id: 4, flight: 'KL 1006', destination: 'Amsterdam', passengers: 126, onTime: true },
  { id: 5, flight: 'SK 532', destination: 'Copenhagen', passengers: 98, onTime: false },
];

const columns = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'passengers', headerName: 'Passengers', type: 'number', width: 120 },
  { field: 'onTime', headerName: 'On time', type: 'boolean', width: 100 },
];

export default function IntroDataGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
