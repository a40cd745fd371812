import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, version: '3.2.0', published: new Date(2025, 8, 14), downloads: 48210 },
  { id: 2, version: '3.1.4', published: new Date(2025, 6, 2), downloads: 91544 },
  { id: 3, version: '3.1.3', published: new Date(2025, 4, 21), downloads: 30876 },
  { id: 4, version: '3.0.0', published: new Date(2025, 1, 10), downloads: 120033 },
  { id: 5, version: '2.9.8', published: new Date(2024, 10, 30), downloads: 7502 },
];

const columns = [
  { field: 'version', headerName: 'Version', width: 120 },
  {
    field: 'published',
    headerName: 'Published',
    type: 'date',
    width: 150,
    // Newest first on the first click, and never back to "unsorted".
    sortingOrder: ['desc', 'asc'],
  },
  {
    field: 'downloads',
    headerName: 'Downloads',
    type: 'number',
    flex: 1,
    minWidth: 120,
    sortingOrder: ['desc', null],
  },
];

export default function SortingOrderGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} sortingOrder={['asc', 'desc']} hideFooter />
    </Box>
  );
}
