import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import StarIcon from '@mui/icons-material/Star';
import { DataGrid } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const columns = [
  { field: 'firstName', headerName: 'Name', width: 140, description: 'Given name as it appears in the HR system' },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, headerAlign: 'left', align: 'left' },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 120,
    description: 'Last performance review, from 1 to 5',
    renderHeader: (params) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <strong>{params.colDef.headerName}</strong>
        <StarIcon fontSize="small" color="warning" aria-hidden />
      </Stack>
    ),
  },
  {
    field: 'hired',
    headerName: 'Hired',
    type: 'date',
    width: 130,
    headerClassName: 'muted-header',
  },
];

export default function HeaderDescriptionsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%', '& .muted-header': { color: 'text.secondary', fontStyle: 'italic' } }}>
      <DataGrid rows={staff} columns={columns} />
    </Box>
  );
}
